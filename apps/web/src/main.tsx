import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App } from './app/App';
import { StoreCache } from './shared/store-data/store-cache';
import { browserTransport } from './shared/store-data/browser-transport';
import { readEmbeddedStoreData } from './shared/store-data/embedded-data';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

const storeData = { cache: new StoreCache(readEmbeddedStoreData(document)), transport: browserTransport };
const app = (
  <StrictMode>
    <BrowserRouter>
      <App storeData={storeData} />
    </BrowserRouter>
  </StrictMode>
);

// The store's pages come rendered from the server: take them over. The portal's pages come as an empty shell.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
