export const storeNodeArgs: string[];
export function storeEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
