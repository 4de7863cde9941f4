import { beforeAll, describe, expect, it } from 'vitest'

import { http, postInquiry } from '../helpers/cmsClient'
import type { EmailTestContext } from '../helpers/emailTestContext'

/** Splits RFC 4180 CSV (quoted fields may hold commas, quotes and line breaks). */
const parseCsv = (text: string): string[][] => {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(cell)
      cell = ''
    } else if (char === '\n') {
      row.push(cell.replace(/\r$/, ''))
      rows.push(row)
      row = []
      cell = ''
    } else cell += char
  }
  if (cell || row.length) rows.push([...row, cell])
  return rows
}

/** The admin inbox: newest first, unread marked and counted, read toggling, delete, CSV export. */
export const inboxSuite = (ctx: EmailTestContext) =>
  describe('admin inbox', () => {
    const ids: Record<string, number> = {}

    beforeAll(async () => {
      await ctx.admin.saveSmtpSettings({ isActive: false })
      for (const [key, data] of Object.entries({
        older: {
          name: 'Older One',
          email: 'older@example.org',
          message: 'First, comma, "quoted"\nand two lines',
        },
        formula: {
          name: '=HYPERLINK("http://evil.example")',
          email: 'f@example.org',
          message: '+1 call me',
        },
        spam: { name: 'Spam Bot', email: 'bot@example.org', message: 'Buy now', website: 'x' },
        newest: { name: 'Newest One', email: 'newest@example.org', message: 'Last' },
      })) {
        const res = await postInquiry(ctx.server.baseURL, data, ctx.nextVisitor())
        expect(res.status).toBe(201)
        ids[key] = res.json().data.id
      }
    })

    it('lists inquiries newest first', async () => {
      const res = await ctx.admin.call('/cms-api/inquiries?limit=4&depth=0')
      const docs = JSON.parse(res.text).docs as { id: number; timestamp: string }[]
      expect(docs[0]!.id).toBe(ids.newest)
      const times = docs.map((doc) => Date.parse(doc.timestamp))
      expect([...times].sort((a, b) => b - a)).toEqual(times)
    })

    it('counts unread inquiries in the admin navigation and updates when one is read', async () => {
      const unreadCount = async () => {
        const res = await http(`${ctx.server.baseURL}/admin/collections/inquiries`, {
          // As a browser navigating the admin: session cookie, same-origin request.
          headers: { Cookie: `payload-token=${ctx.admin.token}`, 'Sec-Fetch-Site': 'same-origin' },
        })
        expect(res.status).toBe(200)
        const match = /data-testid="unread-inquiries-count"[^>]*>(\d+)</.exec(res.body)
        expect(match, 'unread badge in the admin navigation').not.toBeNull()
        return Number(match![1])
      }
      const unreadApi = async () =>
        (
          await http(`${ctx.server.baseURL}/api/inquiries/unread?limit=50`, {
            headers: { Authorization: `Bearer ${ctx.admin.token}` },
          })
        ).json().pagination.total as number

      const before = await unreadCount()
      expect(before).toBe(await unreadApi())
      // Mark read (the admin's button saves `read`), then unread again.
      await ctx.admin.call(`/cms-api/inquiries/${ids.older}`, {
        method: 'PATCH',
        body: JSON.stringify({ read: true }),
      })
      expect(await unreadCount()).toBe(before - 1)
      await ctx.admin.call(`/cms-api/inquiries/${ids.older}`, {
        method: 'PATCH',
        body: JSON.stringify({ read: false }),
      })
      expect(await unreadCount()).toBe(before)
    })

    it('exports inquiries as CSV that a spreadsheet opens safely', async () => {
      const res = await ctx.admin.call('/cms-api/inquiries/export.csv')
      expect(res.status).toBe(200)
      expect(res.headers.get('content-type')).toMatch(/^text\/csv/)
      expect(res.headers.get('content-disposition')).toMatch(
        /attachment; filename="inquiries-\d{4}-\d{2}-\d{2}\.csv"/,
      )
      const [header, ...rows] = parseCsv(res.text.replace(/^\uFEFF/, ''))
      expect(header!.slice(0, 7)).toEqual([
        'id',
        'timestamp',
        'name',
        'email',
        'subject',
        'message',
        'read',
      ])
      const byId = new Map(rows.map((row) => [Number(row[0]), row]))
      expect(rows[0]![0]).toBe(String(Math.max(...rows.map((row) => Number(row[0])))))
      expect(byId.get(ids.older!)![5]).toBe('First, comma, "quoted"\nand two lines')
      expect(byId.get(ids.formula!)![2]).toBe(`'=HYPERLINK("http://evil.example")`)
      expect(byId.get(ids.formula!)![5]).toBe(`'+1 call me`)
      expect(byId.get(ids.spam!)![header!.indexOf('spam')]).toBe('true')

      // The list view's filter is passed through.
      const spamOnly = await ctx.admin.call(
        '/cms-api/inquiries/export.csv?where[spam][equals]=true',
      )
      const spamRows = parseCsv(spamOnly.text.replace(/^\uFEFF/, '')).slice(1)
      expect(spamRows.map((row) => Number(row[0]))).toContain(ids.spam)
      expect(spamRows.every((row) => row[header!.indexOf('spam')] === 'true')).toBe(true)

      expect((await http(`${ctx.server.baseURL}/cms-api/inquiries/export.csv`)).status).toBe(401)
    })

    it('deletes an inquiry', async () => {
      expect(
        (await ctx.admin.call(`/cms-api/inquiries/${ids.newest}`, { method: 'DELETE' })).status,
      ).toBe(200)
      expect((await ctx.admin.call(`/cms-api/inquiries/${ids.newest}`)).status).toBe(404)
    })
  })
