import { describe, expect, it } from 'vitest';
import { expressCheckoutUrl } from './express-checkout';

describe('expressCheckoutUrl', () => {
  it('sends only the item for a purchase for oneself', () => {
    expect(
      expressCheckoutUrl({ model_id: 't1', on_model: 'template', self_order: true, name: 'ignored' }),
    ).toBe('/express/checkout/cart?model_id=t1&on_model=template');
  });

  it('adds the recipient for a gift and leaves out empty values', () => {
    expect(
      expressCheckoutUrl({
        model_id: 'c1',
        on_model: 'coaching',
        trainer: 'tr1',
        plan: 'w12',
        product_size: '',
        self_order: false,
        relation: 'Family',
        name: 'Ram Thapa',
        email: 'ram@example.com',
        mobile_num: '+977 9841000000',
      }),
    ).toBe(
      '/express/checkout/cart?model_id=c1&on_model=coaching&trainer=tr1&plan=w12&self_order=false&relation=Family&name=Ram+Thapa&email=ram%40example.com&mobile_num=%2B977+9841000000',
    );
  });

  it('keeps product size and unit', () => {
    expect(expressCheckoutUrl({ model_id: 'p1', on_model: 'product', product_size: 's1', unit: 2 })).toBe(
      '/express/checkout/cart?model_id=p1&on_model=product&product_size=s1&unit=2',
    );
  });
});
