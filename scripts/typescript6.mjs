// The project compiles with TypeScript 7 (`tsc`, `next build`): the native compiler, which has no
// JavaScript compiler API. typescript-eslint and dependency-cruiser parse code through that API
// (TypeScript 4-6 only). This points the `typescript` they load, and only theirs, at
// @typescript/typescript6: the same language in its last JavaScript build. Imported first by
// eslint.config.mjs; `node --import ./scripts/typescript6.mjs` for dependency-cruiser.
import Module, { createRequire, register } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(import.meta.url);
const typescript6 = require.resolve('@typescript/typescript6');
// The packages that call the compiler API, and nothing else.
const callers =
  /[\\/]node_modules[\\/](?:@typescript-eslint[\\/][^\\/]+|typescript-eslint|ts-api-utils|dependency-cruiser)[\\/]/;

// `typescript`, `typescript/package.json` (versions), `typescript/lib/tsserverlibrary` (project service).
const target = (request) =>
  request === 'typescript' || request.startsWith('typescript/')
    ? request.replace(/^typescript/, '@typescript/typescript6')
    : undefined;

const patched = Symbol.for('silai.typescript6');
if (!Module[patched]) {
  Module[patched] = true;
  // require(): typescript-eslint is CommonJS; dependency-cruiser reads the version this way.
  const resolveFilename = Module._resolveFilename;
  Module._resolveFilename = function (request, parent, ...rest) {
    const to = parent?.filename && callers.test(parent.filename) ? target(request) : undefined;
    return resolveFilename.call(this, to ?? request, parent, ...rest);
  };
  // import(): dependency-cruiser loads the compiler as an ES module.
  register(
    'data:text/javascript,' +
      encodeURIComponent(`
        const callers = ${callers};
        export async function resolve(specifier, context, next) {
          if (specifier === 'typescript' && context.parentURL && callers.test(decodeURIComponent(context.parentURL)))
            return next(${JSON.stringify(pathToFileURL(typescript6).href)}, context);
          return next(specifier, context);
        }`),
  );
}
