import { lazy, Suspense, useState } from 'react';
import { OutlineButton } from '../button';
import { useText } from '../../i18n/use-text';
import type { HeaderViewer } from '../layout/header-viewer';
import './messages';

// The form and its checks load when a reader opens it, not with the page.
const EnquiryDialog = lazy(() =>
  import('./enquiry-dialog').then((module) => ({ default: module.EnquiryDialog })),
);

/**
 * Hire (ติดต่อนักออกแบบ): opens the enquiry form. Not shown on the designer's own pages; a designer who takes no
 * enquiries shows a line saying so.
 */
export function EnquiryButton({
  designerId,
  designerName,
  portfolioId,
  acceptsEnquiries,
  member,
  className,
}: {
  designerId: string;
  designerName: string;
  portfolioId?: string;
  acceptsEnquiries: boolean;
  member: HeaderViewer | null;
  className?: string;
}) {
  const text = useText();
  const [open, setOpen] = useState(false);
  if (member?.id === designerId) return null;
  if (!acceptsEnquiries) return <p className={className}>{text('enquiry.off')}</p>;
  return (
    <>
      <OutlineButton type="button" className={className} onClick={() => setOpen(true)}>
        {text('enquiry.open')} <span className="visually-hidden">{designerName}</span>
      </OutlineButton>
      {open ? (
        <Suspense>
          <EnquiryDialog
            designerId={designerId}
            designerName={designerName}
            portfolioId={portfolioId}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
