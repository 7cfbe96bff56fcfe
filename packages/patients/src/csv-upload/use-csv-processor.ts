import { useCallback, useEffect, useRef } from 'react';
import { createCsvProcessor, type CsvProcessor } from './csv-processor';

/**
 * The page's CSV processor, made on first use and ended with the page (its worker with it).
 * Returns a getter, so a page that never reads a file never starts a worker.
 */
export function useCsvProcessor(): () => Promise<CsvProcessor> {
  const processor = useRef<Promise<CsvProcessor> | null>(null);
  useEffect(
    () => () => {
      void processor.current?.then((made) => made.dispose());
      processor.current = null;
    },
    [],
  );
  return useCallback(() => {
    processor.current ??= createCsvProcessor();
    return processor.current;
  }, []);
}
