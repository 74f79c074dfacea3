// The one-time split of the evaluation set, kept as the record of how it was made: each category's
// cases, in the order they were written, go to tune/ except every 4th (the 4th, 8th, 12th...), which
// goes to held/. It ran once, before any tuning, and refuses to run again: the split never changes.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const here = new URL('.', import.meta.url).pathname;
const draft = join(here, 'draft');
if (!existsSync(draft) || readdirSync(join(here, 'tune')).some((f) => f !== 'index.ts')) {
  throw new Error('The split is made once: tune/ already holds cases.');
}
const constName = (split, file) => `${split.toUpperCase()}_${file.replace(/\.ts$/, '').replace(/-/g, '_').toUpperCase()}`;
const exportsBySplit = { tune: [], held: [] };
for (const file of readdirSync(draft).sort()) {
  const lines = readFileSync(join(draft, file), 'utf8').split('\n');
  const start = lines.findIndex((l) => l.startsWith('export const CASES'));
  const end = lines.lastIndexOf('];');
  const header = lines.slice(0, start);
  const blocks = [];
  let pending = [];
  for (const line of lines.slice(start + 1, end)) {
    if (/^ {2}\/\//.test(line)) {
      pending.push(line);
    } else if (/^ {2}(ask|talk)\(/.test(line)) {
      blocks.push([...pending, line]);
      pending = [];
    } else {
      blocks.at(-1).push(line);
    }
  }
  const parts = { tune: blocks.filter((_, i) => i % 4 !== 3), held: blocks.filter((_, i) => i % 4 === 3) };
  for (const split of ['tune', 'held']) {
    const body = parts[split].flat().join('\n');
    const head = header.map((l) => {
      const m = l.match(/^import \{ (.*) \} from '\.\.\/case-helpers';$/);
      if (!m) return l;
      const used = m[1]
        .split(', ')
        .filter((name) => new RegExp(`\\b${name}\\b`).test(body) || header.some((h) => h !== l && new RegExp(`\\b${name}\\b`).test(h)));
      return `import { ${used.join(', ')} } from '../case-helpers';`;
    });
    const name = constName(split, file);
    writeFileSync(join(here, split, file), [...head, `export const ${name}: readonly EvalCase[] = [`, body, '];', ''].join('\n'));
    exportsBySplit[split].push({ file, name });
  }
}
for (const split of ['tune', 'held']) {
  const all = `${split.toUpperCase()}_CASES`;
  const list = exportsBySplit[split];
  writeFileSync(
    join(here, split, 'index.ts'),
    [
      "import { EvalCase } from '../eval-case';",
      ...list.map(({ file, name }) => `import { ${name} } from './${file.replace(/\.ts$/, '')}';`),
      '',
      `/** The ${split === 'tune' ? 'tuning' : 'held-back'} split of the evaluation set, every category's file in turn. */`,
      `export const ${all}: readonly EvalCase[] = [`,
      ...list.map(({ name }) => `  ...${name},`),
      '];',
      '',
    ].join('\n'),
  );
}
