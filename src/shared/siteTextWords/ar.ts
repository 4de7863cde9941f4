import type { SiteTextWords } from '../siteTexts'

/** Arabic: the Site texts' defaults (siteTextWordsIn.ts). */
export const ar: SiteTextWords = {
  home: {
    availability: 'متاح لفرص جديدة',
    greeting: 'مرحبًا، أنا',
    aboutButton: 'المزيد عني',
    workButton: 'شاهد أعمالي',
    techStackTitle: 'التقنيات التي أستخدمها',
    techStackLead: 'التقنيات التي أعتمد عليها لتصميم منتجات متكاملة وبنائها وإطلاقها.',
    ctaTitle: 'لنصنع معًا شيئًا مذهلًا',
    ctaText: 'لديك فكرة، أو منتج تريد بناءه، أو فريق يحتاج إلى مطوّر إضافي؟ يسعدني أن أسمع منك.',
    ctaButton: 'تواصل معي',
  },
  skills: {
    ctaTitle: 'هل يحتاج فريقك إلى هذه المهارات؟',
    ctaText: 'أنا متاح للعمل الحر وللوظائف بدوام كامل. أخبرني عن مشروعك ولنرَ كيف يمكنني المساعدة.',
    ctaButton: 'تواصل معي',
  },
  projects: {
    ctaTitle: 'هل لديك مشروع في ذهنك؟',
    ctaText: 'سواء كان منتجًا جديدًا أو إعادة بناء أو ميزة معقّدة، يسعدني أن أسمع عنه.',
    ctaButton: 'لنبدأ الحديث',
  },
  project: {
    notFound: 'لم يُعثر على المشروع — نعرض {title} بدلًا منه.',
    ctaTitle: 'هل تهمّك مشاريع مشابهة؟',
    ctaText: 'تصفّح المزيد من أعمالي، أو تواصل معي لنتحدث عمّا تبنيه.',
    ctaButton: 'عرض المزيد من المشاريع',
  },
  about: {
    title: 'نبذة عني',
    yearsValue: '2+',
    yearsLabel: 'سنوات',
    companiesValue: '2',
    companiesLabel: 'شركات',
    passionValue: '100%',
    passionLabel: 'شغف',
    interestsTitle: 'بعيدًا عن البرمجة',
    interestsLead: 'ما يغذّي فضولي ويمنحني الراحة والإلهام بعيدًا عن لوحة المفاتيح.',
  },
  contact: {
    title: 'تواصل معي',
    lead: 'لديك مشروع في ذهنك، أو وظيفة تريد شغلها، أو تودّ إلقاء التحية فقط؟ بريدي مفتوح دائمًا.',
    responseTitle: 'ردّ سريع',
    responseText: 'أردّ عادةً خلال 24 ساعة.',
    availability: 'متاح لمشاريع جديدة',
    workLink: 'شاهد أعمالي',
    skillsLink: 'مهاراتي',
  },
  footer: {
    quote: 'تُبنى البرمجيات الرائعة بإيداعٍ مدروس تلو الآخر.',
    note: 'صُمّم وبُني بعناية.',
  },
}
