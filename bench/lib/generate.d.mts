// Types for generate.mjs, which tests/reliability also uses (the bench itself is plain JavaScript).
export interface GeneratedFile {
  filename: string;
  text: string;
}

export interface SizedFile extends GeneratedFile {
  lines: number;
}

export function handlerDenseCorpus(fileCount: number, dir: string): GeneratedFile[];
export function scalingFile(lines: number, dir: string): SizedFile;
export function deepHandlerFile(shape: { ifs: number; depth: number; branchy: boolean }, dir: string): SizedFile;
