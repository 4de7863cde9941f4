import { describe, expect, it } from 'vitest'

import { ar } from '@/i18n/ar'
import { words as arTestimonial } from '@/i18n/ar/testimonial'
import { en } from '@/i18n/en'
import { createSiteWords } from '@/i18n/site-words'
import { checkTestimonial, fieldMessage } from './check-testimonial'

const { t } = createSiteWords('en', en, en, [])

const photo = (type: string, size: number) => ({ type, size }) as File

describe('testimonial form check', () => {
  it('requires a name and a text, and nothing else', () => {
    expect(checkTestimonial({ name: ' ', text: '\n', photo: null }, t)).toEqual({
      name: 'Please enter your name.',
      text: 'Please write your testimonial.',
    })
    expect(checkTestimonial({ name: 'Ana', text: 'Great work.', photo: null }, t)).toEqual({})
  })

  it('refuses markup, an overlong text and a photo that is no small image', () => {
    expect(checkTestimonial({ name: 'A', text: 'Hi <b>there</b>', photo: null }, t).text).toBe(
      'Please write plain text, without tags such as <b> or <a>.',
    )
    expect(checkTestimonial({ name: 'A', text: 'p99 < 20 ms <3', photo: null }, t)).toEqual({})
    expect(checkTestimonial({ name: 'A', text: 'a'.repeat(1501), photo: null }, t).text).toBe(
      'Please keep it to 1,500 characters at most.',
    )
    expect(
      checkTestimonial({ name: 'A', text: 'ok', photo: photo('image/svg+xml', 10) }, t).photo,
    ).toBeDefined()
    expect(
      checkTestimonial({ name: 'A', text: 'ok', photo: photo('image/png', 3 * 1024 * 1024) }, t)
        .photo,
    ).toBeDefined()
    expect(checkTestimonial({ name: 'A', text: 'ok', photo: photo('image/png', 1000) }, t)).toEqual(
      {},
    )
  })

  it('says what the server refused in the page language', () => {
    const arabic = createSiteWords('ar', { ...ar, ...arTestimonial }, en, [])
    expect(fieldMessage('project', '', arabic.t)).toBe('يُرجى اختيار أحد المشاريع المدرجة.')
    expect(fieldMessage('text', '<i>x</i>', arabic.t)).toBe(
      'يُرجى كتابة نص عادي، دون وسوم مثل <b> أو <a>.',
    )
  })
})
