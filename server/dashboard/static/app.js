// The dashboard's only script: search as you type, copy buttons, and dropping the POST that showed a new key.
'use strict';

// After a key is revealed, the history entry becomes GET /dashboard: a reload must not show it, or create another.
const replaceUrl = document.body.dataset.replaceUrl;
if (replaceUrl) history.replaceState(null, '', replaceUrl);

for (const button of document.querySelectorAll('button[data-copy]')) {
  const source = document.getElementById(button.dataset.copy);
  if (!source) continue;
  button.hidden = false;
  button.addEventListener('click', async () => {
    const text = source.textContent;
    try {
      await navigator.clipboard.writeText(text);
      button.textContent = 'Copied';
    } catch {
      // No clipboard (plain http, or permission refused): select the text so Ctrl+C copies it.
      const range = document.createRange();
      range.selectNodeContents(source);
      getSelection().removeAllRanges();
      getSelection().addRange(range);
      button.textContent = 'Selected: press Ctrl+C';
    }
    setTimeout(() => (button.textContent = 'Copy'), 2500);
  });
}

const input = document.getElementById('q');
const results = document.getElementById('results');
const status = document.getElementById('results-status');
if (input && results && status) {
  let timer;
  let inFlight;
  const show = (hits) => {
    results.replaceChildren(
      ...hits.map((hit) => {
        const item = document.createElement('li');
        const link = document.createElement('a');
        link.className = 'result-link';
        link.href = `/brand/${encodeURIComponent(hit.domain)}`;
        item.append(link);
        const image = document.createElement('img');
        image.src = `/v1/${encodeURIComponent(hit.domain)}?size=64&retina=true`;
        image.alt = '';
        image.width = 48;
        image.height = 48;
        const name = document.createElement('span');
        name.className = 'result-name';
        name.textContent = hit.name;
        const domain = document.createElement('code');
        domain.textContent = hit.domain;
        link.append(image, name, domain);
        if (hit.ticker) {
          const ticker = document.createElement('span');
          ticker.className = 'result-ticker';
          ticker.textContent = `${hit.ticker.symbol} · ${hit.ticker.exchange}`;
          link.append(ticker);
        }
        return item;
      }),
    );
    status.textContent = hits.length === 0 ? 'No brands found.' : `${hits.length} ${hits.length === 1 ? 'brand' : 'brands'} found.`;
  };
  const search = async () => {
    const q = input.value.trim();
    inFlight?.abort();
    if (!q) {
      results.replaceChildren();
      status.textContent = '';
      return;
    }
    inFlight = new AbortController();
    try {
      const response = await fetch(`/v1/search?q=${encodeURIComponent(q)}`, { signal: inFlight.signal });
      if (!response.ok) throw new Error((await response.json()).message);
      show(await response.json());
      history.replaceState(null, '', `/?q=${encodeURIComponent(q)}`);
    } catch (error) {
      if (error.name !== 'AbortError') status.textContent = `Search failed: ${error.message}`;
    }
  };
  input.addEventListener('input', () => {
    clearTimeout(timer);
    timer = setTimeout(search, 150);
  });
}
