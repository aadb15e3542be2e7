/** The `process` global that typescript-estree reads when it loads (`process.env.CI`, `process.argv`). */
export const process = { env: {} as Record<string, string | undefined>, argv: [] as string[], cwd: () => '/', platform: 'browser', versions: {} };
