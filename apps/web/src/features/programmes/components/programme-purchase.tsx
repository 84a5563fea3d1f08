import { Avatar, Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import type { CoachingPlan, ConsultationPlan } from '@oxstrength/shared/constants';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PriceTag } from '../../../components/price-tag';
import {
  INITIAL_PURCHASE_FOR,
  PurchaseFor,
  isPurchaseForValid,
  type PurchaseForValue,
} from '../../../components/purchase-for';
import { useCartActions } from '../../cart/api/cart-actions';
import { expressCheckoutUrl } from '../../cart/api/express-checkout';
import type { Programme } from '../api/programmes-api';
import { useRequireLogin } from '../../../lib/require-login';
import { offeredPlans, type ProgrammeKindConfig } from './programme-kind';
import { BuyButtons } from '../../../components/buy-buttons';

/**
 * Trainer, plan and recipient choice with Buy Now and Add To Cart. Only trainers with at least one offered
 * plan are listed; both buttons stay disabled until a trainer and a plan are chosen and a gift form is valid.
 */
export function ProgrammePurchase({
  config,
  programme,
}: {
  config: ProgrammeKindConfig;
  programme: Programme;
}) {
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const { addToCart, isInCart } = useCartActions();

  const rates = programme.rates
    .map((rate) => ({ rate, plans: offeredPlans(config, rate) }))
    .filter(({ plans }) => plans.length > 0);
  const [trainerId, setTrainerId] = useState<string | null>(
    rates.length === 1 ? rates[0].rate.trainer._id : null,
  );
  const [plan, setPlan] = useState<string | null>(null);
  const [purchaseFor, setPurchaseFor] = useState<PurchaseForValue>(INITIAL_PURCHASE_FOR);
  const [adding, setAdding] = useState(false);

  const chosen = rates.find(({ rate }) => rate.trainer._id === trainerId);
  const plans = chosen?.plans ?? [];
  const chosenPlan = plans.find((p) => p.value === plan);
  const ready = !!chosen && !!chosenPlan && isPurchaseForValid(purchaseFor);

  const chooseTrainer = (id: string) => {
    setTrainerId(id);
    // Keep the plan only if the new trainer offers it too.
    const next = rates.find(({ rate }) => rate.trainer._id === id);
    if (!next?.plans.some((p) => p.value === plan)) setPlan(null);
  };

  const gift = purchaseFor.self_order
    ? {}
    : {
        self_order: false,
        name: purchaseFor.recipient.name,
        email: purchaseFor.recipient.email,
        mobile_num: purchaseFor.recipient.mobile_num,
        relation: purchaseFor.recipient.relation,
      };

  const buyNow = () => {
    if (!ready || !chosen || !chosenPlan) return;
    void navigate(
      expressCheckoutUrl({
        model_id: programme._id,
        on_model: config.kind,
        plan: chosenPlan.value,
        trainer: chosen.rate.trainer._id,
        ...gift,
      }),
    );
  };

  // The cart decides once loaded; until then the catalogue's flag stands in.
  const inCart = isInCart(programme._id) ?? programme.added_to_cart;

  const onAddToCart = async () => {
    if (!ready || !chosen || !chosenPlan || inCart || !requireLogin()) return;
    setAdding(true);
    // addToCart reports its own failures (toast).
    await addToCart({
      model_id: programme._id,
      onModel: config.onModel,
      unit: 1,
      self_order: purchaseFor.self_order,
      trainer: chosen.rate.trainer._id,
      ...(config.kind === 'coaching'
        ? { coaching_plan: chosenPlan.value as CoachingPlan }
        : { consultation_plan: chosenPlan.value as ConsultationPlan }),
      ...gift,
    });
    setAdding(false);
  };

  if (rates.length === 0) {
    return <Text c="dimmed">No plans are available right now. Please check back again.</Text>;
  }

  return (
    <Stack gap="lg">
      <Radio.Group label="Choose your trainer" value={trainerId} onChange={chooseTrainer}>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" mt="xs">
          {rates.map(({ rate }) => (
            <Radio.Card key={rate.trainer._id} value={rate.trainer._id} radius="md" p="sm">
              <Group wrap="nowrap" gap="sm">
                <Radio.Indicator />
                <Avatar
                  src={rate.trainer.profile_pic}
                  alt=""
                  name={rate.trainer.name}
                  color="initials"
                  radius="xl"
                />
                <Text fw={600}>{rate.trainer.name}</Text>
              </Group>
            </Radio.Card>
          ))}
        </SimpleGrid>
      </Radio.Group>

      {chosen && (
        <Radio.Group label="Choose your plan" value={plan} onChange={setPlan}>
          <Stack gap="sm" mt="xs">
            {plans.map((p) => (
              <Radio.Card key={p.value} value={p.value} radius="md" p="sm">
                <Group wrap="nowrap" justify="space-between" gap="sm">
                  <Group wrap="nowrap" gap="sm">
                    <Radio.Indicator />
                    <Text fw={600}>{p.label}</Text>
                  </Group>
                  <PriceTag price={p.price} discountedPrice={p.discountedPrice} size="sm" />
                </Group>
              </Radio.Card>
            ))}
          </Stack>
        </Radio.Group>
      )}

      <PurchaseFor value={purchaseFor} onChange={setPurchaseFor} />

      <BuyButtons ready={ready} inCart={inCart} adding={adding} onBuyNow={buyNow} onAddToCart={onAddToCart} />
    </Stack>
  );
}
