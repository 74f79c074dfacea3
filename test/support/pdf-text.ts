import { execFile } from 'node:child_process';
import { join } from 'node:path';

/** What a PDF says, as a reader would copy it out. */
export interface PdfText {
  /** Each page's text, one line per line of the page. */
  readonly pages: string[];
  /** The document information dictionary as pdfjs reads it (Title, Author, Subject, CreationDate "D:YYYYMMDDHHmmSSZ"...). */
  readonly info: Record<string, unknown>;
}

// Not pdf-text.mjs: Jest resolves a bare './pdf-text' to the .mjs before the .ts.
const SCRIPT = join(__dirname, 'pdf-to-text.mjs');

/**
 * Parses a PDF with pdfjs-dist, the reader Firefox uses, so a test checks what a reader shows
 * rather than what the writer meant. pdfjs-dist is ES-module only and Jest runs CommonJS: the
 * parsing runs in a child Node (pdf-to-text.mjs) that reads the bytes from stdin.
 */
export function pdfText(pdf: Uint8Array, timeoutMs = 20_000): Promise<PdfText> {
  return new Promise((resolve, reject) => {
    const child = execFile(
      process.execPath,
      [SCRIPT],
      { timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`pdf-to-text.mjs could not read the PDF: ${error.message}\n${stderr}`));
        else resolve(JSON.parse(stdout) as PdfText);
      },
    );
    // A child that dies before reading everything closes the pipe: its exit, reported above, says why.
    child.stdin?.on('error', () => undefined);
    child.stdin?.end(pdf);
  });
}
