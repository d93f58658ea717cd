// Writes `.br` and `.gz` copies next to the text files of a build folder, so the server sends
// them compressed without compressing at each request (@fastify/static `preCompressed`).
//
//   node scripts/precompress.mjs <folder>...
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT_FILES = /\.(js|mjs|css|html|json|svg|webmanifest|txt|xml)$/;
/** Smaller files gain too little to be worth a second copy. */
const MIN_BYTES = 1024;

function* filesIn(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesIn(file);
    else if (TEXT_FILES.test(entry.name)) yield file;
  }
}

const folders = process.argv.slice(2);
if (folders.length === 0) {
  console.error('usage: node scripts/precompress.mjs <folder>...');
  process.exit(1);
}
let count = 0;
for (const folder of folders) {
  for (const file of filesIn(folder)) {
    if (statSync(file).size < MIN_BYTES) continue;
    const content = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(content, {
        params: { [constants.BROTLI_PARAM_QUALITY]: 9, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
      }),
    );
    count += 1;
  }
}
console.info(`precompressed ${count} files in ${folders.join(', ')}`);
