import { describe, expect, it, vi } from 'vitest';
import { putFile, uploadErrorMessage, uploadFailureText, uploadFile, UploadFailed, type XhrLike } from './upload';

/** A fake XMLHttpRequest that records the request and answers when told. */
class FakeXhr implements XhrLike {
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: Blob | null = null;
  status = 0;
  responseText = '';
  aborted = false;
  upload: XhrLike['upload'] = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: Blob) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, responseText = '') {
    this.status = status;
    this.responseText = responseText;
    this.onload?.();
  }
}

const blob = () => Object.assign(new Blob(['png-bytes'], { type: 'image/png' }), { name: 'icon.png' });

describe('putFile', () => {
  it('PUTs the body with the given headers, reports progress and succeeds on any 2xx', async () => {
    const xhr = new FakeXhr();
    const progress: number[] = [];
    const body = blob();
    const done = putFile('/files/upload/x?sig=1', body, [{ name: 'content-type', value: 'image/png' }], {
      createXhr: () => xhr,
      onProgress: (p) => progress.push(p),
    });
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe('/files/upload/x?sig=1');
    expect(xhr.headers).toEqual({ 'content-type': 'image/png' });
    expect(xhr.body).toBe(body);
    xhr.progress(25, 100);
    xhr.progress(50, 200);
    xhr.answer(204);
    await expect(done).resolves.toBeUndefined();
    expect(progress).toEqual([25, 25, 100]);
  });

  it('leaves out headers the browser sets itself', () => {
    const xhr = new FakeXhr();
    void putFile(
      '/u',
      blob(),
      [
        { name: 'Content-Length', value: '9' },
        { name: 'Content-Type', value: 'image/png' },
      ],
      { createXhr: () => xhr },
    );
    expect(xhr.headers).toEqual({ 'Content-Type': 'image/png' });
  });

  it("rejects with the local driver's message and the status", async () => {
    const xhr = new FakeXhr();
    const done = putFile('/u', blob(), [], { createXhr: () => xhr });
    xhr.answer(415, JSON.stringify({ error: 'The file is not a valid PNG or JPEG image' }));
    await expect(done).rejects.toEqual(new UploadFailed('The file is not a valid PNG or JPEG image', 415));
  });

  it('rejects on a network error and when aborted', async () => {
    const failing = new FakeXhr();
    const failed = putFile('/u', blob(), [], { createXhr: () => failing });
    failing.onerror?.();
    await expect(failed).rejects.toMatchObject({ status: 0, message: 'The upload failed. Please check your connection and try again.' });

    const xhr = new FakeXhr();
    const controller = new AbortController();
    const aborted = putFile('/u', blob(), [], { createXhr: () => xhr, signal: controller.signal });
    controller.abort();
    expect(xhr.aborted).toBe(true);
    await expect(aborted).rejects.toMatchObject({ message: 'The upload was cancelled' });
  });
});

describe('uploadErrorMessage', () => {
  it('says what each status of the PUT means when the body is not JSON (S3)', () => {
    expect(uploadErrorMessage(413, '<Error/>')).toBe('Images can be at most 20,000,000 bytes');
    expect(uploadErrorMessage(415, '')).toBe('Only jpg, jpeg or png images can be uploaded');
    expect(uploadErrorMessage(410, '')).toBe('The upload URL has expired. Please try again.');
    expect(uploadErrorMessage(403, '')).toBe('The upload was refused. Please try again.');
    expect(uploadErrorMessage(400, '')).toBe('The file is empty');
    expect(uploadErrorMessage(418, 'oops')).toBe('The upload failed (HTTP 418). Please try again.');
    for (const status of [500, 502, 503, 504]) {
      expect(uploadErrorMessage(status, '<Error><Code>ServiceUnavailable</Code></Error>')).toBe(
        'File storage is not available right now, so nothing was saved. Please try again in a few minutes.',
      );
    }
  });

  it('uses the words of the file kind being uploaded for a refused type or size (e.g. a PDF invoice)', () => {
    const refusal = { type: 'Only PDF files can be uploaded as an invoice', size: 'The invoice is too large' };
    expect(uploadErrorMessage(415, '', refusal)).toBe('Only PDF files can be uploaded as an invoice');
    expect(uploadErrorMessage(413, '', refusal)).toBe('The invoice is too large');
  });

  it("prefers the server's own message", () => {
    expect(uploadErrorMessage(410, '{"error":"The upload URL has expired. Please try again."}')).toBe(
      'The upload URL has expired. Please try again.',
    );
    expect(uploadErrorMessage(403, '{"error":""}')).toBe('The upload was refused. Please try again.');
  });
});

describe('uploadFile', () => {
  it('asks for an authorization with the file, then PUTs to its URL and answers the key', async () => {
    const xhr = new FakeXhr();
    const authorize = vi.fn().mockResolvedValue({
      uploadUrl: '/files/upload/k',
      meta: { s3Key: 'uploads/org-1/k.png', headers: [{ name: 'content-type', value: 'image/png' }] },
    });
    const file = blob();
    const done = uploadFile(file, 'image/png', authorize, { createXhr: () => xhr });
    await vi.waitFor(() => expect(xhr.url).toBe('/files/upload/k'));
    expect(authorize).toHaveBeenCalledWith({ contentType: 'image/png', fileName: 'icon.png', size: file.size });
    xhr.answer(200, '{"s3Key":"uploads/org-1/k.png","size":9,"width":1,"height":1}');
    await expect(done).resolves.toEqual({ s3Key: 'uploads/org-1/k.png' });
  });

  it('does not PUT when the authorization fails', async () => {
    const createXhr = vi.fn();
    const authorize = vi.fn().mockRejectedValue(new Error('Only jpg, jpeg or png images can be uploaded'));
    await expect(uploadFile(blob(), 'image/png', authorize, { createXhr })).rejects.toThrow('Only jpg');
    expect(createXhr).not.toHaveBeenCalled();
  });
});

describe('uploadFailureText', () => {
  it('keeps a single message as the server wrote it', () => {
    expect(uploadFailureText(new UploadFailed('The file is empty', 400))).toBe('The file is empty');
    expect(uploadFailureText(new Error('Failed to fetch'))).toBe('Failed to fetch');
  });
});
