import type { CodegenConfig } from '@graphql-codegen/cli';

const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: [
    'src/app/**/*.tsx',
    'src/app/**/*.ts',
    'src/components/**/*.tsx',
    'src/components/**/*.ts',
    'src/client/**/*.ts',
    'src/client/**/*.tsx',
  ],
  ignoreNoDocuments: true,
  generates: {
    'src/gql/': {
      preset: 'client',
      // Documents as strings: the browser bundle needs no GraphQL parser; the server parses once.
      presetConfig: { fragmentMasking: false, persistedDocuments: true },
      config: {
        documentMode: 'string',
        useTypeImports: true,
        enumsAsTypes: true,
        strictScalars: true,
        scalars: { ID: 'string', SafeInt: 'number' },
      },
    },
  },
};
export default config;
