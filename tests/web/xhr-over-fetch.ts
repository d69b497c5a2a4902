/**
 * XMLHttpRequest as the site's uploads use it (for their progress), answered by the test's `fetch` stub: jsdom's own
 * would go to the network. The body counts as sent in one go (one progress event at 100 %) before the answer.
 */
export class XhrOverFetch {
  status = 0;
  statusText = '';
  responseText = '';
  withCredentials = false;
  readonly upload = new EventTarget();
  private readonly events = new EventTarget();
  private method = 'GET';
  private url = '';
  private readonly headers: Record<string, string> = {};
  private responseHeaders = new Headers();

  open(method: string, url: string): void {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string): void {
    this.headers[name] = value;
  }

  getResponseHeader(name: string): string | null {
    return this.responseHeaders.get(name);
  }

  addEventListener(type: string, listener: EventListener): void {
    this.events.addEventListener(type, listener);
  }

  send(body: XMLHttpRequestBodyInit): void {
    fetch(this.url, { method: this.method, body, headers: this.headers }).then(
      async (response) => {
        this.upload.dispatchEvent(
          Object.assign(new Event('progress'), { lengthComputable: true, loaded: 1, total: 1 }),
        );
        this.status = response.status;
        this.statusText = response.statusText;
        this.responseHeaders = response.headers;
        this.responseText = await response.text();
        this.events.dispatchEvent(new Event('load'));
      },
      () => this.events.dispatchEvent(new Event('error')),
    );
  }
}
