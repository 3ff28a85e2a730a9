// Writes a brotli (.br) and a gzip (.gz) copy beside every text asset a production build emits, so the
// servers send the smallest one the browser accepts without compressing on each request.
const fs = require('node:fs/promises');
const path = require('node:path');
const { promisify } = require('node:util');
const zlib = require('node:zlib');

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files worth compressing: text formats above one network packet. Source maps are never served. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt)$/;
const MIN_BYTES = 1024;

/** The two encoded copies of one file's contents (brotli at its best, gzip -9). */
async function compressedCopies(content) {
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: 9 }),
  ]);
  return { br, gz };
}

/** Writes `<file>.br` and `<file>.gz` for `file` when it is compressible and big enough. */
async function precompressFile(file) {
  if (!COMPRESSIBLE.test(file)) return false;
  const content = await fs.readFile(file);
  if (content.length < MIN_BYTES) return false;
  const { br, gz } = await compressedCopies(content);
  await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
  return true;
}

class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', async (compilation) => {
      const outputPath = compilation.getPath(compiler.outputPath);
      const files = Object.keys(compilation.assets).map((name) => path.join(outputPath, name));
      await Promise.all(files.map(precompressFile));
    });
  }
}

module.exports = { PrecompressPlugin, precompressFile, COMPRESSIBLE };
