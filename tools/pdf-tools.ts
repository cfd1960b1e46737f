import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/*
 * Debian's PDF and barcode tools, for tests that check a printed document as a printer and
 * a scanner would see it: poppler-utils (pdfinfo, pdftotext, pdftoppm) and zbar-tools (zbarimg).
 * CI installs both (.ci/run); a machine without them fails these tests saying which to
 * install, rather than skipping them.
 */

function run(tool: string, args: readonly string[], packageName: string): string {
  try {
    return execFileSync(tool, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error(`${tool} is missing: apt-get install -y ${packageName} (CI: .ci/run does)`, {
        cause: error,
      });
    }
    throw error;
  }
}

function withFile<T>(pdf: Uint8Array, use: (dir: string, file: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'lab-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    return use(dir, file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** How many pages `pdf` has, as pdfinfo counts them from its page tree. */
export function pdfPageCount(pdf: Uint8Array): number {
  return withFile(pdf, (_dir, file) => {
    const pages = /^Pages:\s+(\d+)$/m.exec(run('pdfinfo', [file], 'poppler-utils'))?.[1];
    if (!pages) throw new Error('pdfinfo gave no page count');
    return Number(pages);
  });
}

/** The text of every page of `pdf`, in reading order, as pdftotext extracts it. */
export function pdfText(pdf: Uint8Array): string {
  return withFile(pdf, (_dir, file) => run('pdftotext', ['-layout', file, '-'], 'poppler-utils'));
}

/** A barcode zbarimg found: its symbology as zbar names it (`CODE-128`, `QR-Code`) and its data. */
export interface DecodedSymbol {
  readonly type: string;
  readonly data: string;
}

/**
 * Every barcode zbarimg decodes on each page of `pdf` rendered at `dpi` (a 200 dpi render
 * is what an office scanner or a phone sees of a print). zbarimg exits 4 when it finds
 * none: that is an empty list here, not an error.
 */
export function decodeBarcodes(pdf: Uint8Array, dpi = 200): DecodedSymbol[] {
  return withFile(pdf, (dir, file) => {
    run('pdftoppm', ['-r', String(dpi), '-png', file, join(dir, 'page')], 'poppler-utils');
    const pages = readdirSync(dir)
      .filter((name) => name.startsWith('page') && name.endsWith('.png'))
      .map((name) => join(dir, name));
    let output: string;
    try {
      output = run('zbarimg', ['--quiet', ...pages], 'zbar-tools');
    } catch (error) {
      if ((error as { status?: number }).status === 4) return [];
      throw error;
    }
    return output
      .split('\n')
      .filter(Boolean)
      .map((line) => {
        const colon = line.indexOf(':');
        return { type: line.slice(0, colon), data: line.slice(colon + 1) };
      });
  });
}

/** A page rendered in shades of grey: one byte a pixel, row by row. */
export interface GreyImage {
  readonly width: number;
  readonly height: number;
  readonly pixels: Uint8Array;
}

/** The first page of `pdf` in grey at `dpi`, as pdftoppm renders it (a binary PGM, read here). */
export function renderFirstPageGrey(pdf: Uint8Array, dpi: number): GreyImage {
  return withFile(pdf, (dir, file) => {
    const out = join(dir, 'page');
    run(
      'pdftoppm',
      ['-r', String(dpi), '-gray', '-singlefile', '-f', '1', '-l', '1', file, out],
      'poppler-utils',
    );
    const pgm = readFileSync(`${out}.pgm`);
    // "P5", width, height, maximum value, each after white space; one more byte, then pixels.
    const header = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(pgm.subarray(0, 64).toString('latin1'));
    if (!header?.[1] || !header[2]) throw new Error('pdftoppm wrote no 8-bit PGM');
    const width = Number(header[1]);
    const height = Number(header[2]);
    return {
      width,
      height,
      pixels: pgm.subarray(header[0].length, header[0].length + width * height),
    };
  });
}
