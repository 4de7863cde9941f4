import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { IndentFeatureClient as IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { MarkCell as MarkCell_42b950e291c7e7e6050cac61c21bb489 } from '../../../../src/cms/admin/MarkCell'
import { SmtpPasswordField as SmtpPasswordField_e122cd42aa4f0e61399999eb7a6a4aea } from '../../../../src/cms/admin/SmtpPasswordField'
import { SoftDeleteControl as SoftDeleteControl_7fc939c2c6760b15da3dd5d8957bc0e3 } from '../../../../src/cms/admin/SoftDeleteControl'
import { TranslationStatus as TranslationStatus_3db94f9e79e12280f17e8f58c60d734b } from '../../../../src/cms/admin/TranslationStatus'
import { CloseLivePreviewOnPhones as CloseLivePreviewOnPhones_983990cc12138dfef75643e1e7d7ce56 } from '../../../../src/cms/admin/CloseLivePreviewOnPhones'
import { AccurateDraftStatus as AccurateDraftStatus_661d845f157293ebaaeff56a74205531 } from '../../../../src/cms/admin/AccurateDraftStatus'
import { NewRecordInDefaultLanguage as NewRecordInDefaultLanguage_53b86c00de3338ba83e8e36bacf5e7ff } from '../../../../src/cms/admin/NewRecordInDefaultLanguage'
import { BlocksFeatureClient as BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { CodeBlockCodeField as CodeBlockCodeField_23242d8194f399480e63ccf472bad52d } from '../../../../src/cms/admin/CodeBlockCodeField'
import { GradientPickerField as GradientPickerField_fe312c56b1d0da303b8b1ae2adfd9dc0 } from '../../../../src/cms/admin/GradientPickerField'
import { InquiryMessageField as InquiryMessageField_1c3be70832ebf16570b8281c5d278932 } from '../../../../src/cms/admin/InquiryMessageField'
import { InquiryReadCell as InquiryReadCell_a1cfb41236c5d6bd357be8736cb3e6f1 } from '../../../../src/cms/admin/InquiryReadCell'
import { InquiriesListActions as InquiriesListActions_76271c6e75756609a672b46826e1edb7 } from '../../../../src/cms/admin/InquiriesListActions'
import { InquiryReplyButton as InquiryReplyButton_09ec57bd1266b846611030d66fb5d257 } from '../../../../src/cms/admin/InquiryReplyButton'
import { ToggleReadButton as ToggleReadButton_b16dc9f8df222ce34380f2b721fa6afd } from '../../../../src/cms/admin/ToggleReadButton'
import { MarkInquiryReadOnOpen as MarkInquiryReadOnOpen_82f20515b59fc094952f7b542377a7a2 } from '../../../../src/cms/admin/MarkInquiryReadOnOpen'
import { ProfilePhotoUsage as ProfilePhotoUsage_8730e48843e6a68c7275e6456a4736d5 } from '../../../../src/cms/admin/ProfilePhotoUsage'
import { SelectedMediaInUse as SelectedMediaInUse_403e6b5775873e6f70b13a06697cb24d } from '../../../../src/cms/admin/SelectedMediaInUse'
import { MediaInUseNotice as MediaInUseNotice_3155b0bbe921231c4e36383b75987f17 } from '../../../../src/cms/admin/MediaInUseNotice'
import { PasswordRules as PasswordRules_d11c4dd8da6f807a3d52f1a41426af23 } from '../../../../src/cms/admin/PasswordRules'
import { SessionsList as SessionsList_a0689438da4d77819963953440b50d3f } from '../../../../src/cms/admin/SessionsList'
import { PasskeysList as PasskeysList_e08f69e984d39d24a5eca29d9ef533f4 } from '../../../../src/cms/admin/PasskeysList'
import { SecondFactorSettings as SecondFactorSettings_06479976d551df5d10620f8b54eb75f6 } from '../../../../src/cms/admin/SecondFactorSettings'
import { RoleField as RoleField_84682fadcd81158f0c2646bdb682b110 } from '../../../../src/cms/admin/RoleField'
import { StatsOnAbout as StatsOnAbout_0a7d98305ef72eb35c5df07d354aa529 } from '../../../../src/cms/admin/StatsOnAbout'
import { LookContrast as LookContrast_aba962319b9170cbef1587ecbe1e9a30 } from '../../../../src/cms/admin/LookContrast'
import { SiteTextField as SiteTextField_cb4e6f2fb5612f4dd2484b2b8081a3d6 } from '../../../../src/cms/admin/SiteTextField'
import { SkillNamesField as SkillNamesField_56a03d74a14a6a7a6d331beeb58a6d58 } from '../../../../src/cms/admin/SkillNamesField'
import { AboutStatsFromProfile as AboutStatsFromProfile_906ea3b0a887ff269f69e8fe2820122f } from '../../../../src/cms/admin/AboutStatsFromProfile'
import { SiteWordsField as SiteWordsField_6aed07552e25b0f70e40c90dc25788ae } from '../../../../src/cms/admin/SiteWordsField'
import { AdminEmailField as AdminEmailField_e0bdd62eacf890633fa0a41566220263 } from '../../../../src/cms/admin/AdminEmailField'
import { SendTestEmailButton as SendTestEmailButton_5c91bc3ab763f0e081591603fe271178 } from '../../../../src/cms/admin/SendTestEmailButton'
import { BackupsList as BackupsList_e01c3755e6ac5b9ecec9e255cddd885d } from '../../../../src/cms/admin/BackupsList'
import { SystemNavLink as SystemNavLink_dd11581f1b266e6d59df40d84e5f6632 } from '../../../../src/cms/admin/system/SystemNavLink'
import { OwnerDashboard as OwnerDashboard_b9999588cadcbb202edb2b4ca0dbafef } from '../../../../src/cms/admin/dashboard/OwnerDashboard'
import { UnreadInquiriesNavLink as UnreadInquiriesNavLink_64dc78dca9506e0b8428ec55207382f2 } from '../../../../src/cms/admin/UnreadInquiriesNavLink'
import { OpenNavOnWideScreens as OpenNavOnWideScreens_7a9959dfc88f6c29efe0d57bd34b0e23 } from '../../../../src/cms/admin/OpenNavOnWideScreens'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { LoginView as LoginView_63a358ea047c486fde2de060a0515a0b } from '../../../../src/cms/admin/login/LoginView'
import { SystemView as SystemView_48f2878743aa5a4c2816fbaa6d82bc0b } from '../../../../src/server/doctor/SystemView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#IndentFeatureClient": IndentFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/src/cms/admin/MarkCell#MarkCell": MarkCell_42b950e291c7e7e6050cac61c21bb489,
  "/src/cms/admin/SmtpPasswordField#SmtpPasswordField": SmtpPasswordField_e122cd42aa4f0e61399999eb7a6a4aea,
  "/src/cms/admin/SoftDeleteControl#SoftDeleteControl": SoftDeleteControl_7fc939c2c6760b15da3dd5d8957bc0e3,
  "/src/cms/admin/TranslationStatus#TranslationStatus": TranslationStatus_3db94f9e79e12280f17e8f58c60d734b,
  "/src/cms/admin/CloseLivePreviewOnPhones#CloseLivePreviewOnPhones": CloseLivePreviewOnPhones_983990cc12138dfef75643e1e7d7ce56,
  "/src/cms/admin/AccurateDraftStatus#AccurateDraftStatus": AccurateDraftStatus_661d845f157293ebaaeff56a74205531,
  "/src/cms/admin/NewRecordInDefaultLanguage#NewRecordInDefaultLanguage": NewRecordInDefaultLanguage_53b86c00de3338ba83e8e36bacf5e7ff,
  "@payloadcms/richtext-lexical/client#BlocksFeatureClient": BlocksFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/src/cms/admin/CodeBlockCodeField#CodeBlockCodeField": CodeBlockCodeField_23242d8194f399480e63ccf472bad52d,
  "/src/cms/admin/GradientPickerField#GradientPickerField": GradientPickerField_fe312c56b1d0da303b8b1ae2adfd9dc0,
  "/src/cms/admin/InquiryMessageField#InquiryMessageField": InquiryMessageField_1c3be70832ebf16570b8281c5d278932,
  "/src/cms/admin/InquiryReadCell#InquiryReadCell": InquiryReadCell_a1cfb41236c5d6bd357be8736cb3e6f1,
  "/src/cms/admin/InquiriesListActions#InquiriesListActions": InquiriesListActions_76271c6e75756609a672b46826e1edb7,
  "/src/cms/admin/InquiryReplyButton#InquiryReplyButton": InquiryReplyButton_09ec57bd1266b846611030d66fb5d257,
  "/src/cms/admin/ToggleReadButton#ToggleReadButton": ToggleReadButton_b16dc9f8df222ce34380f2b721fa6afd,
  "/src/cms/admin/MarkInquiryReadOnOpen#MarkInquiryReadOnOpen": MarkInquiryReadOnOpen_82f20515b59fc094952f7b542377a7a2,
  "/src/cms/admin/ProfilePhotoUsage#ProfilePhotoUsage": ProfilePhotoUsage_8730e48843e6a68c7275e6456a4736d5,
  "/src/cms/admin/SelectedMediaInUse#SelectedMediaInUse": SelectedMediaInUse_403e6b5775873e6f70b13a06697cb24d,
  "/src/cms/admin/MediaInUseNotice#MediaInUseNotice": MediaInUseNotice_3155b0bbe921231c4e36383b75987f17,
  "/src/cms/admin/PasswordRules#PasswordRules": PasswordRules_d11c4dd8da6f807a3d52f1a41426af23,
  "/src/cms/admin/SessionsList#SessionsList": SessionsList_a0689438da4d77819963953440b50d3f,
  "/src/cms/admin/PasskeysList#PasskeysList": PasskeysList_e08f69e984d39d24a5eca29d9ef533f4,
  "/src/cms/admin/SecondFactorSettings#SecondFactorSettings": SecondFactorSettings_06479976d551df5d10620f8b54eb75f6,
  "/src/cms/admin/RoleField#RoleField": RoleField_84682fadcd81158f0c2646bdb682b110,
  "/src/cms/admin/StatsOnAbout#StatsOnAbout": StatsOnAbout_0a7d98305ef72eb35c5df07d354aa529,
  "/src/cms/admin/LookContrast#LookContrast": LookContrast_aba962319b9170cbef1587ecbe1e9a30,
  "/src/cms/admin/SiteTextField#SiteTextField": SiteTextField_cb4e6f2fb5612f4dd2484b2b8081a3d6,
  "/src/cms/admin/SkillNamesField#SkillNamesField": SkillNamesField_56a03d74a14a6a7a6d331beeb58a6d58,
  "/src/cms/admin/AboutStatsFromProfile#AboutStatsFromProfile": AboutStatsFromProfile_906ea3b0a887ff269f69e8fe2820122f,
  "/src/cms/admin/SiteWordsField#SiteWordsField": SiteWordsField_6aed07552e25b0f70e40c90dc25788ae,
  "/src/cms/admin/AdminEmailField#AdminEmailField": AdminEmailField_e0bdd62eacf890633fa0a41566220263,
  "/src/cms/admin/SendTestEmailButton#SendTestEmailButton": SendTestEmailButton_5c91bc3ab763f0e081591603fe271178,
  "/src/cms/admin/BackupsList#BackupsList": BackupsList_e01c3755e6ac5b9ecec9e255cddd885d,
  "/src/cms/admin/system/SystemNavLink#SystemNavLink": SystemNavLink_dd11581f1b266e6d59df40d84e5f6632,
  "/src/cms/admin/dashboard/OwnerDashboard#OwnerDashboard": OwnerDashboard_b9999588cadcbb202edb2b4ca0dbafef,
  "/src/cms/admin/UnreadInquiriesNavLink#UnreadInquiriesNavLink": UnreadInquiriesNavLink_64dc78dca9506e0b8428ec55207382f2,
  "/src/cms/admin/OpenNavOnWideScreens#OpenNavOnWideScreens": OpenNavOnWideScreens_7a9959dfc88f6c29efe0d57bd34b0e23,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "/src/cms/admin/login/LoginView#LoginView": LoginView_63a358ea047c486fde2de060a0515a0b,
  "/src/server/doctor/SystemView#SystemView": SystemView_48f2878743aa5a4c2816fbaa6d82bc0b,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
