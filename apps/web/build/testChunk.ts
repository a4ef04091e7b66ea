/** A built chunk as the build plugins read it, for their tests: named, its static imports, some code. */
export const testChunk = (fileName: string, facadeModuleId: string | null, imports: string[] = []) => ({
  type: 'chunk' as const,
  fileName,
  facadeModuleId,
  imports,
  code: `export const x = () => '${fileName}';\n`,
  map: null as { mappings: string } | null,
});
