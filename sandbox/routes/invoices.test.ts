import { describe, it, expect, beforeAll } from 'vitest';
import { auth, useSandbox } from '../testing.ts';

const { sandbox, get, login } = useSandbox();

describe('invoices', () => {
  let token: string;
  beforeAll(async () => {
    token = await login('partner@example.com', 'Partner@123');
  });

  it('serve a well-formed PDF as an attachment', async () => {
    const response = await fetch(`${sandbox.url}/invoice/pdf/1001`, { headers: auth(token) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="invoice-1001.pdf"');
    const pdf = Buffer.from(await response.arrayBuffer()).toString('latin1');
    expect(pdf.startsWith('%PDF-1.')).toBe(true);
    expect(pdf).toContain('(ParkCloud invoice #1001)');
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    // Every xref entry points at its object, and startxref at the xref table.
    const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const entries = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((match) => Number(match[1]));
    expect(entries.length).toBeGreaterThan(3);
    entries.forEach((offset, index) => expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true));
    const stream = /<< \/Length (\d+) >>\nstream\n/.exec(pdf);
    expect(stream).not.toBeNull();
    const start = (stream?.index ?? 0) + (stream?.[0].length ?? 0);
    expect(pdf.slice(start + Number(stream?.[1]), start + Number(stream?.[1]) + 10)).toBe('\nendstream');
  });

  it('serve a JPEG inline', async () => {
    const response = await fetch(`${sandbox.url}/invoice/jpg/1002`, { headers: auth(token) });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('content-disposition')).toBe('inline; filename="invoice-1002.jpg"');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect([...bytes.slice(-2)]).toEqual([0xff, 0xd9]);
  });

  it('answer 404 for unknown payments and 401 without a token', async () => {
    const unknown = await get('/invoice/pdf/999', auth(token));
    expect(unknown.status).toBe(404);
    expect(unknown.json['errors']['message']).toBeTruthy();
    expect((await get('/invoice/jpg/1001')).status).toBe(401);
  });
});
