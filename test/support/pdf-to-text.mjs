// Reads a PDF from the file named as the first argument, or from stdin without one, and prints
// its text and document information as JSON: { "pages": ["...", ...], "info": { ... } }. A page's
// text has a line per line of the page and an empty line where the page leaves one. pdfjs-dist is
// ES-module only and Jest runs CommonJS, so tests run this in a child process (pdf-text.ts).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const require = createRequire(import.meta.url);
// pdfjs reads the standard fonts' metrics from here; it wants a directory URL with its trailing slash.
const standardFontDataUrl = join(dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';

async function readStdin() {
  const chunks = [];
  for await (const chunk of process.stdin) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const bytes = process.argv[2] ? await readFile(process.argv[2]) : await readStdin();
// pdfjs takes ownership of the buffer it is given (it may transfer it), so it gets its own copy.
const loading = getDocument({ data: new Uint8Array(bytes), standardFontDataUrl, verbosity: 0 });
const document = await loading.promise;
try {
  const pages = [];
  for (let number = 1; number <= document.numPages; number++) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    let text = '';
    let last = null;
    for (const item of content.items) {
      if (!('str' in item)) continue;
      // pdfjs reports no empty lines: a gap between lines of more than two text heights is shown as one.
      if (item.str.trim() !== '') {
        const baseline = item.transform[5];
        if (last && text.endsWith('\n') && last.baseline - baseline > 2 * Math.max(last.height, item.height)) text += '\n';
        last = { baseline, height: item.height };
      }
      text += item.str + (item.hasEOL ? '\n' : '');
    }
    pages.push(text.replace(/\n+$/, ''));
    page.cleanup();
  }
  const { info } = await document.getMetadata();
  process.stdout.write(JSON.stringify({ pages, info }));
} finally {
  await loading.destroy();
}
