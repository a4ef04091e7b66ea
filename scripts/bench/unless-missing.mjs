// Parts of a benchmark whose route or module is not there yet (issues land in parts) are reported
// as missing and the others still run; any other failure stops the benchmark.

/** `work()`'s answer, or undefined (and a line under `bench`'s name) when what it measures is missing. */
export async function unlessMissing(bench, label, work) {
  try {
    return await work();
  } catch (error) {
    const missing = error.code === 'ERR_MODULE_NOT_FOUND' || /answered 404|is not a function/.test(error.message);
    if (!missing) throw error;
    console.log(`  ${bench}: ${label}: not measured (${error.message.split('\n')[0].slice(0, 160)})`);
    return undefined;
  }
}
