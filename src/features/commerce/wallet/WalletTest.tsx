/// <reference types="googlepay" />
/**
 * The wallet test page (/testpay; specification [§7](docs/CONTRACT.md#7-calls)): the Google Pay button for a fixed 900 USD, card networks
 * AMEX, DISCOVER, MASTERCARD and VISA, and an Initiate payment button that opens the same payment sheet.
 * Google's script comes from pay.google.com; when it cannot load (offline, blocked) or does not answer in
 * time, the page says so and the buttons stay unusable instead of failing silently. The island loads that
 * script and the button's styles itself before the button mounts (google-pay.ts: the page enforces Trusted Types).
 */
import GooglePayButton from '@google-pay/button-react';
import { PUBLIC_GOOGLE_PAY_ENVIRONMENT, PUBLIC_GOOGLE_PAY_MERCHANT_ID } from 'astro:env/client';
import { useEffect, useId, useState } from 'react';
import { addButtonStyle, loadGooglePay } from './google-pay';

/** How long the wallet may take to load before the page gives up on it. */
const WALLET_TIMEOUT_MS = 10_000;

const ENVIRONMENT: google.payments.api.Environment = PUBLIC_GOOGLE_PAY_ENVIRONMENT;

/** The fixed test payment: 900 USD, final. */
const PAYMENT_REQUEST: google.payments.api.PaymentDataRequest = {
  apiVersion: 2,
  apiVersionMinor: 0,
  allowedPaymentMethods: [
    {
      type: 'CARD',
      parameters: {
        allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
        allowedCardNetworks: ['AMEX', 'DISCOVER', 'MASTERCARD', 'VISA'],
      },
      // Google's test gateway: this page exercises the wallet, it does not charge anyone.
      tokenizationSpecification: { type: 'PAYMENT_GATEWAY', parameters: { gateway: 'example', gatewayMerchantId: 'exampleGatewayMerchantId' } },
    },
  ],
  merchantInfo: { merchantId: PUBLIC_GOOGLE_PAY_MERCHANT_ID, merchantName: 'ParkCloud' },
  transactionInfo: { totalPriceStatus: 'FINAL', totalPriceLabel: 'Total', totalPrice: '900.00', currencyCode: 'USD', countryCode: 'US' },
};

type Wallet = 'loading' | 'ready' | 'unsupported' | 'unavailable';

const MESSAGES: Record<Wallet, string> = {
  loading: 'Loading Google Pay…',
  ready: 'Google Pay is ready. Use the Google Pay button or Initiate payment.',
  unsupported: 'Google Pay is not available in this browser, so the test payment cannot be made here.',
  unavailable:
    'Google Pay could not be loaded: the wallet service cannot be reached (no internet connection, or it is blocked). Please try again later.',
};

export default function WalletTest() {
  const [wallet, setWallet] = useState<Wallet>('loading');
  const [outcome, setOutcome] = useState<string | null>(null);
  // Google's script, loaded before the button mounts so the button never loads it itself.
  const [scriptLoaded, setScriptLoaded] = useState(false);
  const statusId = useId();

  useEffect(() => {
    addButtonStyle();
    loadGooglePay().then(
      () => setScriptLoaded(true),
      () => setWallet('unavailable'),
    );
  }, []);

  // A script that never answers is as unavailable as one that fails.
  useEffect(() => {
    const timer = window.setTimeout(() => setWallet((current) => (current === 'loading' ? 'unavailable' : current)), WALLET_TIMEOUT_MS);
    return () => window.clearTimeout(timer);
  }, []);

  const paid = () => setOutcome('Payment data received from Google Pay.');
  const failed = (error: Error | google.payments.api.PaymentsError) => {
    if ('statusCode' in error && error.statusCode === 'CANCELED') setOutcome('The payment was cancelled.');
    else if (wallet === 'loading' || !('statusCode' in error)) setWallet('unavailable');
    else setOutcome('Google Pay could not complete the payment.');
  };

  const initiate = async () => {
    setOutcome(null);
    try {
      await new google.payments.api.PaymentsClient({ environment: ENVIRONMENT }).loadPaymentData(PAYMENT_REQUEST);
      paid();
    } catch (error) {
      failed(error as google.payments.api.PaymentsError);
    }
  };

  return (
    <div className="wallet card">
      <p className="wallet__total">
        Total <strong>$900.00</strong> <span className="wallet__currency">USD</span>
      </p>
      <p id={statusId} className={`wallet__status wallet__status--${wallet}`} role={wallet === 'unavailable' ? 'alert' : 'status'}>
        {MESSAGES[wallet]}
      </p>
      <div className="wallet__actions">
        {wallet !== 'unavailable' && scriptLoaded && (
          <GooglePayButton
            className="wallet__button"
            environment={ENVIRONMENT}
            paymentRequest={PAYMENT_REQUEST}
            buttonType="pay"
            onReadyToPayChange={({ isReadyToPay }) => setWallet(isReadyToPay ? 'ready' : 'unsupported')}
            onLoadPaymentData={paid}
            onCancel={() => setOutcome('The payment was cancelled.')}
            onError={failed}
          />
        )}
        <button type="button" className="button" disabled={wallet !== 'ready'} aria-describedby={statusId} onClick={() => void initiate()}>
          Initiate payment
        </button>
      </div>
      {outcome && (
        <p className="wallet__outcome" role="status">
          {outcome}
        </p>
      )}
    </div>
  );
}
