/**
 * What printed documents need seeded: a clinic entered through the auth API, the signed-in user's
 * professional registration in their clinician profile, and the page printed to a PDF that is read
 * back with poppler.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

const ORG = '/api/auth/organization';

/** Creates a clinic as the request's user; Better Auth makes it their active workspace. */
export async function createClinicByApi(
  request: APIRequestContext,
  baseURL: string,
  name: string,
): Promise<string> {
  // The auth service refuses a cookie-carrying POST without an Origin, as a browser sends.
  const created = await request.post(`${ORG}/create`, {
    data: { name, slug: `clinic-${Date.now()}-${Math.random().toString(36).slice(2, 6)}` },
    headers: { origin: baseURL },
  });
  expect(created.ok(), await created.text()).toBe(true);
  return (await created.json()).id as string;
}

export async function enterClinicByApi(
  request: APIRequestContext,
  baseURL: string,
  clinicId: string,
): Promise<void> {
  const active = await request.post(`${ORG}/set-active`, {
    data: { organizationId: clinicId },
    headers: { origin: baseURL },
  });
  expect(active.ok(), await active.text()).toBe(true);
}

/** Marks the request's user a physician with `registration` in the active workspace. */
export async function setRegistration(
  request: APIRequestContext,
  registration: string,
): Promise<void> {
  const session = await request.get('/api/auth/get-session');
  const userId = (await session.json()).user.id as string;
  const answer = await request.put(`/api/clinicians/${userId}`, {
    data: { physician: true, registration },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

export interface PdfFacts {
  pages: number;
  width: number;
  height: number;
  pageTexts: string[];
}

/** Page count, size (points) and each page's text, from poppler's pdfinfo and pdftotext. */
export function pdfFacts(file: string): PdfFacts {
  const info = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  const pages = Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]);
  const [, width, height] = /^Page size:\s+([\d.]+) x ([\d.]+)/m.exec(info) ?? [];
  const pageTexts = Array.from({ length: pages }, (_, i) =>
    execFileSync('pdftotext', ['-f', String(i + 1), '-l', String(i + 1), '-layout', file, '-'], {
      encoding: 'utf8',
    }),
  );
  return { pages, width: Number(width), height: Number(height), pageTexts };
}

/**
 * Prints the page as Chromium's print dialog would (page.pdf with the page's CSS page size), back
 * to the screen after, and reads the PDF. With `shots`, pdftoppm also writes each sheet there as a
 * PNG named after the file.
 */
export async function printToPdf(page: Page, file: string, shots?: string): Promise<PdfFacts> {
  await page.emulateMedia({ media: 'print' });
  await page.pdf({ path: file, preferCSSPageSize: true, printBackground: true });
  await page.emulateMedia({ media: 'screen' });
  if (shots) {
    const prefix = path.join(shots, path.basename(file, '.pdf'));
    execFileSync('pdftoppm', ['-png', '-r', '70', file, prefix]);
  }
  return pdfFacts(file);
}

/** A word on a page as poppler places it, in points from the page's top left. */
interface PlacedWord {
  page: number;
  text: string;
  xMin: number;
  xMax: number;
}

/** Every word of the PDF with its horizontal extent, and each page's width (pdftotext -bbox). */
function placedWords(file: string): { widths: number[]; words: PlacedWord[] } {
  const html = execFileSync('pdftotext', ['-bbox', file, '-'], { encoding: 'utf8' });
  const widths: number[] = [];
  const words: PlacedWord[] = [];
  for (const [, width, body] of html.matchAll(/<page width="([\d.]+)"[^>]*>([\s\S]*?)<\/page>/g)) {
    widths.push(Number(width));
    for (const [, xMin, xMax, text] of body!.matchAll(
      /<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)" yMax="[\d.]+">([^<]*)<\/word>/g,
    )) {
      words.push({ page: widths.length, text: text!, xMin: Number(xMin), xMax: Number(xMax) });
    }
  }
  return { widths, words };
}

/**
 * Nothing cut at either edge: every word of every page lies inside the sheet's side margins
 * (`marginMm`, less a point of rounding), so no table or line ran off the paper.
 */
export function expectWithinMargins(file: string, marginMm: number): void {
  const margin = (marginMm * 72) / 25.4 - 1;
  const { widths, words } = placedWords(file);
  const outside = words.filter((w) => w.xMin < margin || w.xMax > widths[w.page - 1]! - margin);
  expect(
    outside.map(
      (w) => `page ${w.page}: "${w.text}" at ${w.xMin.toFixed(1)}–${w.xMax.toFixed(1)} pt`,
    ),
    `words outside the ${marginMm} mm margins`,
  ).toEqual([]);
}

/** ISO 216 A4 in PostScript points (210 × 297 mm). */
const A4_PT = { short: 595.28, long: 841.89 };

export function expectA4(pdf: PdfFacts, orientation: 'portrait' | 'landscape'): void {
  const portrait = orientation === 'portrait';
  expect(pdf.width).toBeCloseTo(portrait ? A4_PT.short : A4_PT.long, 0);
  expect(pdf.height).toBeCloseTo(portrait ? A4_PT.long : A4_PT.short, 0);
}
