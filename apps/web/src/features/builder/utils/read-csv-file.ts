import Papa from "papaparse";

/** A CSV file's rows of cells, its header first; blank lines are kept so rows keep their number. */
export function readCsvFile(file: File): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    Papa.parse<string[]>(file, {
      complete: ({ data }) => resolve(data),
      error: (error) => reject(error),
    });
  });
}
