import { PolicyLayout } from './policy-layout';

const SUPPORT_EMAIL = 'support@bazaar.example.in';
const DELETE_ACCOUNT_MAIL = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent('Delete My Account')}`;

export function PrivacyPolicy() {
  return (
    <PolicyLayout title="Privacy Policy" effective="01-01-2025">
      <p>
        This policy explains what information Bazaar collects when you shop with us, how we use it,
        and the choices you have.
      </p>
      <h2>Information we collect</h2>
      <ul>
        <li>
          Personal information: your name, e-mail address, mobile number and delivery addresses.
        </li>
        <li>
          Payment information: payments are processed by third-party payment gateways; we do not
          store your card or UPI credentials.
        </li>
        <li>
          Usage data: pages visited, products viewed, device and browser details, collected to run
          and improve the shop.
        </li>
      </ul>
      <h2>How we use your information</h2>
      <p>
        To process and deliver orders, provide customer support, keep your account secure, send
        order updates and, if you agree, offers.
      </p>
      <h2>Sharing</h2>
      <p>
        We share only what is needed with sellers, courier partners and payment gateways to complete
        your order, and with authorities where the law requires. We do not sell your data.
      </p>
      <h2>Security</h2>
      <p>
        We protect your information with encryption in transit, access controls and regular reviews.
      </p>
      <h2>Your rights</h2>
      <ul>
        <li>Access the information we hold about you.</li>
        <li>Update your profile and addresses at any time from your account.</li>
        <li>Delete your information by contacting support at {SUPPORT_EMAIL}.</li>
        <li>Opt out of marketing messages.</li>
      </ul>
      <h2>Changes to this policy</h2>
      <p>We may update this policy; the effective date above shows the latest version.</p>
      <h2>Contact</h2>
      <p>Questions about privacy: {SUPPORT_EMAIL}.</p>
    </PolicyLayout>
  );
}

export function TermsConditions() {
  return (
    <PolicyLayout title="Terms & Conditions" effective="01-01-2025">
      <h2>Accounts</h2>
      <p>
        You must give accurate information when you create an account and keep your login
        credentials confidential.
      </p>
      <h2>Orders and prices</h2>
      <ul>
        <li>An order is confirmed only when its payment succeeds.</li>
        <li>Prices can change without notice; you pay the price shown when you place the order.</li>
        <li>The seller may cancel or refuse an order, for example when an item is out of stock.</li>
      </ul>
      <h2>Delivery</h2>
      <p>Delivery times are estimates. The risk of loss passes to you on delivery.</p>
      <h2>Prohibited use</h2>
      <p>Fraud and any use that violates the law are prohibited.</p>
      <h2>Liability</h2>
      <p>Our liability is limited to the amount you paid for the order concerned.</p>
      <h2>Governing law</h2>
      <p>These terms are governed by the laws of India.</p>
    </PolicyLayout>
  );
}

export function ReturnRefund() {
  return (
    <PolicyLayout title="Return & Refund Policy" effective="01-01-2025">
      <h2>Returns</h2>
      <ul>
        <li>You can return an item within 7 days of delivery.</li>
        <li>Items must be unused, in their original packaging and with tags attached.</li>
        <li>Not returnable: perishables, personal care items and customized items.</li>
      </ul>
      <h2>How to request a return</h2>
      <p>E-mail {SUPPORT_EMAIL} with your order details and the reason for the return.</p>
      <h2>Refunds</h2>
      <p>Approved refunds reach your original payment method within 7-10 business days.</p>
      <h2>Exchanges</h2>
      <p>Exchanges are offered only for defective or damaged goods.</p>
    </PolicyLayout>
  );
}

export function ShippingPolicy() {
  return (
    <PolicyLayout title="Shipping Policy" effective="01-01-2025">
      <h2>Processing</h2>
      <p>Orders are processed within 24-48 business hours.</p>
      <h2>Tracking</h2>
      <p>Our courier partners send tracking details once your order ships.</p>
      <h2>Fees</h2>
      <p>Shipping fees vary by location and product; orders above ₹799 ship free.</p>
      <h2>Delivery times</h2>
      <ul>
        <li>Standard delivery: 5-7 business days.</li>
        <li>Express delivery, where available: 2-4 business days.</li>
      </ul>
    </PolicyLayout>
  );
}

export function DeleteAccount() {
  return (
    <PolicyLayout title="Delete Account">
      <p>Deleting your account removes your profile, order history, addresses and wishlist.</p>
      <ul>
        <li>Active orders that have not shipped are cancelled.</li>
        <li>Transaction records that the law requires us to keep are retained.</li>
        <li>Pending refunds must be settled before deletion.</li>
        <li>Gift cards, wallet balances and coupons are forfeited.</li>
        <li>Deletion is irreversible.</li>
      </ul>
      <h2>How to request deletion</h2>
      {/* The spec also names "Account Settings", but the account area has no such page or
          deletion control, so the page offers the one way that works: the e-mail. */}
      <p>
        E-mail{' '}
        <a className="text-teal-700 underline" href={DELETE_ACCOUNT_MAIL}>
          {SUPPORT_EMAIL}
        </a>{' '}
        from your registered e-mail address with the subject 'Delete My Account'.
      </p>
    </PolicyLayout>
  );
}
