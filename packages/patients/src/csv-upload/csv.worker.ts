// The CSV worker: parses the file and checks its rows off the page's thread (see csv-processor.ts).
import { createCsvJob, type CsvWorkerReply, type CsvWorkerRequest } from './csv-processor';

/** The little of a worker's global scope used here (the DOM lib has no worker types). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<CsvWorkerRequest>) => void) | null;
  postMessage: (reply: CsvWorkerReply) => void;
}

const job = createCsvJob();
const scope = self as unknown as WorkerScope;

scope.onmessage = (event) => {
  const request = event.data;
  const answer = async (): Promise<CsvWorkerReply> => {
    try {
      const result = request.kind === 'read' ? await job.read(request.file) : job.check(request.matches);
      return { id: request.id, ok: true, result };
    } catch (error) {
      return { id: request.id, ok: false, error: error instanceof Error ? error.message : String(error) };
    }
  };
  void answer().then((reply) => scope.postMessage(reply));
};
