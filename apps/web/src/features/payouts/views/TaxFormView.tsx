import { useEffect, useRef, useState } from 'react';
import { useApolloClient } from '@apollo/client/react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { Loading } from '../../../shared/components/Loading';
import { Page } from '../../../shared/components/Page';
import { pageTitle, useDocumentTitle } from '../../../shared/hooks/useDocumentTitle';
import { AppOrgStatusQuery } from '../operations';
import { isTaxFormSaved } from '../tax-form-message';
import { TAX_FORM_FRAME_SRC } from '../../../shared/urls/payouts';

/** `/extranet/payouts/tax-form`: the server's tax form page in a frame, 'Loading...' until it has loaded (spec §2). */
export default function TaxFormView() {
  useDocumentTitle(pageTitle('Tax form'));
  const client = useApolloClient();
  const frameRef = useRef<HTMLIFrameElement>(null);
  // each page the frame loads (the form, then the form after saving) counts: each is measured
  const [loads, setLoads] = useState(0);
  const loaded = loads > 0;
  // the frame is as tall as its form (same origin: its document can be measured), so the page scrolls once,
  // not a box inside it, and no button is left below a fixed height on a phone
  const [contentHeight, setContentHeight] = useState<number | null>(null);

  useEffect(() => {
    if (loads === 0) return;
    const doc = frameRef.current?.contentDocument;
    if (!doc?.documentElement) return;
    // the page's content, not its document: a document is never shorter than the frame, so a short page
    // (the saved summary) would keep the taller first height
    const content = doc.querySelector('main') ?? doc.body ?? doc.documentElement;
    const measure = () => setContentHeight(Math.ceil(content.getBoundingClientRect().height));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(content);
    return () => observer.disconnect();
  }, [loads]);

  // A saved tax form changes the payout status: the drawer badge and the payouts screen follow. The frame
  // itself says that it saved.
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (!isTaxFormSaved(event, { origin: window.location.origin, frame: frameRef.current?.contentWindow })) return;
      void client.refetchQueries({ include: [AppOrgStatusQuery] });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [client]);

  return (
    <Page title="Tax form" subtitle="The tax details we need before paying out your earnings." data-testid="tax-form-page">
      <Card sx={{ position: 'relative', overflow: 'hidden' }}>
        {!loaded && (
          <Box sx={{ position: 'absolute', inset: 0, bgcolor: 'background.paper', zIndex: 1 }}>
            <Loading />
          </Box>
        )}
        <Box
          component="iframe"
          ref={frameRef}
          src={TAX_FORM_FRAME_SRC}
          title="Tax form"
          onLoad={() => setLoads((n) => n + 1)}
          data-testid="tax-form-frame"
          sx={{
            display: 'block',
            width: '100%',
            height: contentHeight ? `${contentHeight}px` : { xs: '75vh', md: 'calc(100vh - 240px)' },
            minHeight: contentHeight ? 0 : 560,
            border: 0,
          }}
        />
      </Card>
    </Page>
  );
}
