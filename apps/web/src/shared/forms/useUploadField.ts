import { useEffect, useRef, useState } from 'react';
import { uploadFailureText } from './upload';

export interface UploadRunControls {
  onProgress: (percent: number) => void;
  signal: AbortSignal;
}

/**
 * The state one upload field (image or file) keeps: the transfer's progress, the file being sent, a delete in
 * flight, and the problem to show. Transfers stop when the form goes away (an abort is not reported: nobody
 * is there to read it).
 */
export function useUploadField(onUploadingChange?: (uploading: boolean) => void) {
  const abortRef = useRef<AbortController | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadingName, setUploadingName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  useEffect(() => () => abortRef.current?.abort(), []);

  /** Reports progress and turns a failed transfer into the field's message. */
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

  /** Deletes on the server, then `then` clears the field; a failure stays in the field as its message. */
  const deleteWith = async (action: () => Promise<unknown>, then: () => void) => {
    setDeleting(true);
    try {
      await action();
      then();
    } catch (failure) {
      setProblem(uploadFailureText(failure));
    } finally {
      setDeleting(false);
    }
  };

  const uploading = progress !== null;
  return { progress, uploading, uploadingName, problem, setProblem, run, deleting, deleteWith, busy: uploading || deleting };
}

export type UploadFieldState = ReturnType<typeof useUploadField>;
