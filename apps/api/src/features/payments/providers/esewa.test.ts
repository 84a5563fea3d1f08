import { describe, expect, it } from 'vitest';
import {
  buildEsewaForm,
  decodeEsewaData,
  esewaAmount,
  esewaAmountToPaisa,
  esewaOutcome,
  esewaSignature,
  signedMessage,
  verifyEsewaData,
} from './esewa';
import type { OrderRecord, PaymentRow } from './provider';

/**
 * eSewa's documented UAT values (developer.esewa.com.np/pages/Epay). Expected signatures were computed
 * independently, e.g. `echo -n 'total_amount=100,transaction_uuid=11-201-13,product_code=EPAYTEST' |
 * openssl dgst -sha256 -hmac '8gBm/:&EnhH.1/q' -binary | base64`.
 */
const SECRET = '8gBm/:&EnhH.1/q';

const b64 = (o: unknown) => Buffer.from(JSON.stringify(o), 'utf8').toString('base64');

describe('eSewa signatures', () => {
  it('signs the documented message (openssl: 5DZywcrTKD0gia/rsSMcrRHmJl+4Tbol6S+lWgdJ94E=)', () => {
    // eSewa's page prints 4Ov7pCI1zIOdwtV2BRMUNjz1upIlT/COTxfLhWvVurE= next to this message, but that is not the
    // HMAC of it: openssl (and every HMAC-SHA256) gives the value below.
    expect(esewaSignature(SECRET, 'total_amount=100,transaction_uuid=11-201-13,product_code=EPAYTEST')).toBe(
      '5DZywcrTKD0gia/rsSMcrRHmJl+4Tbol6S+lWgdJ94E=',
    );
  });

  it("matches the signature of eSewa's documented form (total 110, uuid 241028)", () => {
    const fields = { total_amount: '110', transaction_uuid: '241028', product_code: 'EPAYTEST' };
    const message = signedMessage(fields, 'total_amount,transaction_uuid,product_code');
    expect(message).toBe('total_amount=110,transaction_uuid=241028,product_code=EPAYTEST');
    expect(esewaSignature(SECRET, message)).toBe('i94zsd3oXF6ZsSr/kGqT4sSzYQzjj1W/waxjWyRwaME=');
  });

  it('builds the message from the signed names in their order, values exactly as given', () => {
    const fields = { a: '1', b: '2.0', c: 'x y' };
    expect(signedMessage(fields, 'c,a,b')).toBe('c=x y,a=1,b=2.0');
  });
});

describe('buildEsewaForm', () => {
  const payment = {
    reference: 'OXS-ABCDEFGHJKLM-1',
    amount: 150_050,
    userId: '11111111-1111-4111-8111-111111111111',
    orderId: '22222222-2222-4222-8222-222222222222',
  };

  it('gives every ePay v2 field as a string, amounts in rupees, signed over total, uuid and product', () => {
    const fields = buildEsewaForm({
      secretKey: SECRET,
      productCode: 'EPAYTEST',
      appUrl: 'https://ox.test',
      payment,
    });
    expect(fields).toEqual({
      amount: '1500.5',
      tax_amount: '0',
      product_service_charge: '0',
      product_delivery_charge: '0',
      total_amount: '1500.5',
      transaction_uuid: 'OXS-ABCDEFGHJKLM-1',
      product_code: 'EPAYTEST',
      success_url: `https://ox.test/api/v1/payment/esewa/success/${payment.userId}/${payment.orderId}`,
      failure_url: `https://ox.test/api/v1/payment/esewa/failure/${payment.userId}/${payment.orderId}`,
      signed_field_names: 'total_amount,transaction_uuid,product_code',
      signature: esewaSignature(
        SECRET,
        'total_amount=1500.5,transaction_uuid=OXS-ABCDEFGHJKLM-1,product_code=EPAYTEST',
      ),
    });
  });

  it('writes whole rupees without decimals', () => {
    expect(esewaAmount(100_000)).toBe('1000');
    expect(esewaAmount(1)).toBe('0.01');
  });
});

describe('eSewa success data', () => {
  // eSewa's documented success response: total_amount "1000.0" is signed as written.
  const documented = {
    transaction_code: '000AWEO',
    status: 'COMPLETE',
    total_amount: '1000.0',
    transaction_uuid: '250610-162413',
    product_code: 'EPAYTEST',
    signed_field_names:
      'transaction_code,status,total_amount,transaction_uuid,product_code,signed_field_names',
    signature: '62GcfZTmVkzhtUeh+QJ1AqiJrjoWWGof3U+eTPTZ7fA=',
  };

  it("decodes and verifies eSewa's documented response", () => {
    const decoded = decodeEsewaData(b64(documented));
    expect(decoded).toEqual(documented);
    expect(verifyEsewaData(SECRET, decoded)).toBe(true);
  });

  it('keeps a number as written (1000.0), so the signature still verifies', () => {
    const raw = JSON.stringify(documented).replace('"total_amount":"1000.0"', '"total_amount":1000.0');
    const decoded = decodeEsewaData(Buffer.from(raw).toString('base64'));
    expect(decoded?.total_amount).toBe('1000.0');
    expect(verifyEsewaData(SECRET, decoded)).toBe(true);
  });

  it('reads URL-safe base64 and a query where + became a space', () => {
    const standard = b64(documented);
    expect(decodeEsewaData(standard.replace(/\+/g, '-').replace(/\//g, '_'))).toEqual(documented);
    expect(decodeEsewaData(standard.replace(/\+/g, ' '))).toEqual(documented);
  });

  it('rejects a changed amount, status or transaction', () => {
    for (const change of [
      { total_amount: '10.0' },
      { status: 'PENDING' },
      { transaction_uuid: '250610-162414' },
    ]) {
      expect(verifyEsewaData(SECRET, decodeEsewaData(b64({ ...documented, ...change })))).toBe(false);
    }
  });

  it('rejects data re-signed with another key', () => {
    const forged = { ...documented, total_amount: '1.0' };
    forged.signature = esewaSignature('not-the-secret', signedMessage(forged, forged.signed_field_names));
    expect(verifyEsewaData(SECRET, decodeEsewaData(b64(forged)))).toBe(false);
  });

  it('rejects data whose signed names leave out the amount, and missing or unreadable data', () => {
    const partial: Record<string, string> = {
      ...documented,
      signed_field_names: 'transaction_code,status,transaction_uuid,product_code',
    };
    partial.signature = esewaSignature(SECRET, signedMessage(partial, partial.signed_field_names));
    expect(verifyEsewaData(SECRET, decodeEsewaData(b64(partial)))).toBe(false);
    const { signature: _omit, ...unsigned } = documented;
    expect(verifyEsewaData(SECRET, decodeEsewaData(b64(unsigned)))).toBe(false);
    expect(decodeEsewaData('not base64!')).toBeNull();
    expect(decodeEsewaData(Buffer.from('["a"]').toString('base64'))).toBeNull();
    expect(decodeEsewaData(Buffer.from('{"a":{"b":1}}').toString('base64'))).toBeNull();
    expect(decodeEsewaData(undefined)).toBeNull();
    expect(verifyEsewaData(SECRET, null)).toBe(false);
  });

  it('reads amounts eSewa writes in paisa', () => {
    expect(esewaAmountToPaisa('1000.0')).toBe(100_000);
    expect(esewaAmountToPaisa(100.5)).toBe(10_050);
    expect(esewaAmountToPaisa('1,000.00')).toBe(100_000);
    expect(esewaAmountToPaisa('abc')).toBeNull();
    expect(esewaAmountToPaisa(undefined)).toBeNull();
  });
});

describe('eSewa status check answers', () => {
  const payment = { reference: 'OXS-X-1', amount: 10_000 } as PaymentRow;
  const open = { expiresAt: new Date(Date.now() + 60_000) } as OrderRecord;
  const expired = { expiresAt: new Date(Date.now() - 60_000) } as OrderRecord;
  const answer = (status: string, extra: Record<string, unknown> = {}) => ({
    product_code: 'EPAYTEST',
    transaction_uuid: 'OXS-X-1',
    total_amount: 100.0,
    status,
    ref_id: '0007G36',
    ...extra,
  });

  it('COMPLETE is a completed payment of the amount eSewa reports, in paisa, with its ref_id', () => {
    expect(esewaOutcome(answer('COMPLETE'), payment, open, 'EPAYTEST')).toMatchObject({
      state: 'completed',
      amount: 10_000,
      providerRef: '0007G36',
    });
  });

  it('CANCELED is cancelled; NOT_FOUND fails once the order expired, pending until then', () => {
    expect(esewaOutcome(answer('CANCELED'), payment, open, 'EPAYTEST').state).toBe('cancelled');
    expect(esewaOutcome(answer('NOT_FOUND', { ref_id: null }), payment, expired, 'EPAYTEST').state).toBe(
      'failed',
    );
    expect(esewaOutcome(answer('NOT_FOUND', { ref_id: null }), payment, open, 'EPAYTEST').state).toBe(
      'pending',
    );
  });

  it('PENDING, AMBIGUOUS, refunds, errors and answers about another transaction settle nothing', () => {
    for (const status of ['PENDING', 'AMBIGUOUS', 'FULL_REFUND', 'PARTIAL_REFUND'])
      expect(esewaOutcome(answer(status), payment, expired, 'EPAYTEST').state).toBe('pending');
    expect(esewaOutcome(null, payment, expired, 'EPAYTEST').state).toBe('pending');
    expect(
      esewaOutcome(
        { code: 0, error_message: 'Service is currently unavailable' },
        payment,
        expired,
        'EPAYTEST',
      ).state,
    ).toBe('pending');
    expect(
      esewaOutcome(answer('COMPLETE', { transaction_uuid: 'OXS-Y-1' }), payment, open, 'EPAYTEST').state,
    ).toBe('pending');
    expect(esewaOutcome(answer('COMPLETE', { product_code: 'OTHER' }), payment, open, 'EPAYTEST').state).toBe(
      'pending',
    );
  });
});
