import { useState } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import { QR_SIZE } from '@shared/constants';
import { m } from '@shared/i18n/paraglide/messages.js';
import { formatRupees } from '@shared/rules/currency';
import { HostedCheckoutButton } from './hosted-checkout';
import { CashOnDelivery } from './cash-on-delivery';
import type { PaymentLink } from './use-payment-link';

type Method = 'none' | 'intent' | 'qr' | 'cod';

/** The ways to pay: a UPI app, the QR to scan, the provider's hosted checkout, or cash at the door. */
export function PayMethods({ orderId, link }: { orderId: string; link: PaymentLink }) {
  const [method, setMethod] = useState<Method>('none');
  const tab = (value: Method, label: string, className = '') => (
    <button
      type="button"
      aria-pressed={method === value}
      onClick={() => setMethod(value)}
      className={`min-h-11 rounded border px-4 py-2 ${method === value ? 'border-teal-700 bg-teal-50' : 'bg-white'} ${className}`}
    >
      {label}
    </button>
  );
  return (
    <>
      <div className="flex flex-wrap gap-2">
        {/* UPI apps open from a phone; a computer shows the QR to scan instead. */}
        {tab('intent', m.payment_using_apps(), 'md:hidden')}
        {tab('qr', m.payment_using_qr())}
        {/* A gateway without a hosted form (Razorpay here) takes UPI only. */}
        {link.hostedCheckout !== false && (
          <HostedCheckoutButton orderId={orderId} amount={link.amount} />
        )}
        {tab('cod', m.payment_cod())}
      </div>
      {method === 'intent' && <UpiApps apps={link.apps} />}
      {method === 'qr' && <UpiQr url={link.url} amount={link.amount} />}
      {method === 'cod' && <CashOnDelivery orderId={orderId} link={link} />}
    </>
  );
}

function UpiApps({ apps }: { apps: PaymentLink['apps'] }) {
  return (
    <ul className="grid grid-cols-2 gap-2 md:hidden">
      {apps.map((app) => (
        <li key={app.name}>
          <a href={app.url} className="block rounded border bg-white p-3 text-center font-medium">
            {app.name}
          </a>
        </li>
      ))}
    </ul>
  );
}

function UpiQr({ url, amount }: { url: string; amount: number }) {
  return (
    <figure className="flex flex-col items-center gap-2">
      <QRCodeSVG
        value={url}
        size={QR_SIZE}
        level="H"
        marginSize={2}
        role="img"
        aria-label={m.payment_qr_label()}
        data-upi={url}
      />
      <figcaption className="text-sm text-slate-600">
        {m.payment_scan_to_pay({ amount: formatRupees(amount) })}
      </figcaption>
    </figure>
  );
}
