declare function loader(this: { resourcePath: string; addDependency?: (file: string) => void }, source: string): string;
declare namespace loader {
  function documentNames(gqlSource: string): Map<string, string>;
  function replaceCalls(source: string, names: Map<string, string>, file: string): string;
}
export = loader;
