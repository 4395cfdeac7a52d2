import { m } from '@shared/i18n/paraglide/messages.js';
import { MessageWith } from '@/components/message-with';
import { PolicyLayout } from './policy-layout';

const SUPPORT_EMAIL = 'support@bazaar.example.in';
// The subject stays in English in every language: it is what the support team files requests by.
const DELETE_ACCOUNT_MAIL = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Delete My Account')}`;
const EFFECTIVE = '01-01-2025';

export function PrivacyPolicy() {
  return (
    <PolicyLayout title={m.footer_privacy_policy()} effective={EFFECTIVE}>
      <p>{m.pages_privacy_intro()}</p>
      <h2>{m.pages_privacy_collect()}</h2>
      <ul>
        <li>{m.pages_privacy_collect_personal()}</li>
        <li>{m.pages_privacy_collect_payment()}</li>
        <li>{m.pages_privacy_collect_usage()}</li>
      </ul>
      <h2>{m.pages_privacy_use()}</h2>
      <p>{m.pages_privacy_use_text()}</p>
      <h2>{m.pages_privacy_sharing()}</h2>
      <p>{m.pages_privacy_sharing_text()}</p>
      <h2>{m.pages_privacy_security()}</h2>
      <p>{m.pages_privacy_security_text()}</p>
      <h2>{m.pages_privacy_rights()}</h2>
      <ul>
        <li>{m.pages_privacy_rights_access()}</li>
        <li>{m.pages_privacy_rights_update()}</li>
        <li>{m.pages_privacy_rights_delete({ email: SUPPORT_EMAIL })}</li>
        <li>{m.pages_privacy_rights_opt_out()}</li>
      </ul>
      <h2>{m.pages_privacy_changes()}</h2>
      <p>{m.pages_privacy_changes_text()}</p>
      <h2>{m.pages_privacy_contact()}</h2>
      <p>{m.pages_privacy_contact_text({ email: SUPPORT_EMAIL })}</p>
    </PolicyLayout>
  );
}

export function TermsConditions() {
  return (
    <PolicyLayout title={m.footer_terms()} effective={EFFECTIVE}>
      <h2>{m.pages_terms_accounts()}</h2>
      <p>{m.pages_terms_accounts_text()}</p>
      <h2>{m.pages_terms_orders()}</h2>
      <ul>
        <li>{m.pages_terms_orders_confirmed()}</li>
        <li>{m.pages_terms_orders_cod()}</li>
        <li>{m.pages_terms_orders_prices()}</li>
        <li>{m.pages_terms_orders_cancel()}</li>
      </ul>
      <h2>{m.pages_terms_delivery()}</h2>
      <p>{m.pages_terms_delivery_text()}</p>
      <h2>{m.pages_terms_prohibited()}</h2>
      <p>{m.pages_terms_prohibited_text()}</p>
      <h2>{m.pages_terms_liability()}</h2>
      <p>{m.pages_terms_liability_text()}</p>
      <h2>{m.pages_terms_law()}</h2>
      <p>{m.pages_terms_law_text()}</p>
    </PolicyLayout>
  );
}

export function ReturnRefund() {
  return (
    <PolicyLayout title={m.pages_return_refund_title()} effective={EFFECTIVE}>
      <h2>{m.pages_returns()}</h2>
      <ul>
        <li>{m.pages_returns_window()}</li>
        <li>{m.pages_returns_condition()}</li>
        <li>{m.pages_returns_excluded()}</li>
      </ul>
      <h2>{m.pages_returns_how()}</h2>
      <p>{m.pages_returns_how_text({ email: SUPPORT_EMAIL })}</p>
      <h2>{m.pages_refunds()}</h2>
      <p>{m.pages_refunds_text()}</p>
      <h2>{m.pages_exchanges()}</h2>
      <p>{m.pages_exchanges_text()}</p>
    </PolicyLayout>
  );
}

export function ShippingPolicy() {
  return (
    <PolicyLayout title={m.footer_shipping_policy()} effective={EFFECTIVE}>
      <h2>{m.pages_shipping_processing()}</h2>
      <p>{m.pages_shipping_processing_text()}</p>
      <h2>{m.pages_shipping_tracking()}</h2>
      <p>{m.pages_shipping_tracking_text()}</p>
      <h2>{m.pages_shipping_fees()}</h2>
      <p>{m.pages_shipping_fees_text()}</p>
      <h2>{m.pages_shipping_times()}</h2>
      <ul>
        <li>{m.pages_shipping_standard()}</li>
        <li>{m.pages_shipping_express()}</li>
      </ul>
      <h2>{m.pages_shipping_cod()}</h2>
      <p>{m.pages_shipping_cod_text()}</p>
      <p>{m.pages_shipping_cod_refusals()}</p>
    </PolicyLayout>
  );
}

export function DeleteAccount() {
  return (
    <PolicyLayout title={m.footer_delete_account()}>
      <p>{m.pages_delete_intro()}</p>
      <ul>
        <li>{m.pages_delete_active_orders()}</li>
        <li>{m.pages_delete_records()}</li>
        <li>{m.pages_delete_refunds()}</li>
        <li>{m.pages_delete_balances()}</li>
        <li>{m.pages_delete_irreversible()}</li>
      </ul>
      <h2>{m.pages_delete_how()}</h2>
      {/* The spec also names "Account Settings", but the account area has no such page or
          deletion control, so the page offers the one way that works: the e-mail. */}
      <p>
        <MessageWith text={(address) => m.pages_delete_how_text({ email: address })}>
          <a className="text-teal-700 underline" href={DELETE_ACCOUNT_MAIL}>
            {SUPPORT_EMAIL}
          </a>
        </MessageWith>
      </p>
    </PolicyLayout>
  );
}
