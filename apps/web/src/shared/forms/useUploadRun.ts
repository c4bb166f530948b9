import { useEffect, useRef, useState } from 'react';
import { uploadFailureText } from './upload';

export interface UploadRunControls {
  onProgress: (percent: number) => void;
  signal: AbortSignal;
}

/**
 * The state of one upload field's transfers: progress, the file being sent, and the problem to show. `run`
 * wraps a transfer: it reports progress, turns failures into the field's message, and stops the transfer
 * when the form goes away (an abort is not reported: nobody is there to read it).
 */
export function useUploadRun(onUploadingChange?: (uploading: boolean) => void) {
  const abortRef = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadingName, setUploadingName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => () => abortRef.current?.abort(), []);

  const run = async (fileName: string, transfer: (controls: UploadRunControls) => Promise<void>) => {
    const controller = new AbortController();
    abortRef.current = controller;
    setUploadingName(fileName);
    setProgress(0);
    onUploadingChange?.(true);
    try {
      await transfer({ onProgress: setProgress, signal: controller.signal });
    } catch (failure) {
      if (!controller.signal.aborted) setProblem(uploadFailureText(failure));
    } finally {
      if (abortRef.current === controller) abortRef.current = null;
      setProgress(null);
      onUploadingChange?.(false);
    }
  };

  return { progress, uploading: progress !== null, uploadingName, problem, setProblem, run };
}
