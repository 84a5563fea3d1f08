import { Alert, Box, Button, Group, Loader, Modal, Overlay, Portal, Stack, Text } from '@mantine/core';
import { formatRs } from '@oxstrength/shared/money';
import { IconCircleCheck } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { useEffect, useEffectEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { notifyError } from '../../../lib/notify';
import { useFonepayQrStatus, type FonepayQr } from '../api/payments-api';

/** Spec part 1 section 8, QR status failure (when the server gives no message). */
export const QR_STATUS_ERROR = 'Something went wrong. Try again later or use different payment method.';

type Phase = 'waiting' | 'scanned' | 'checking' | 'pending' | 'disconnected';

/** A socket message is JSON whose `transactionStatus` is itself JSON (a string; tolerated as an object). */
function transactionStatus(data: unknown): Record<string, unknown> | null {
  try {
    const message: unknown = typeof data === 'string' ? JSON.parse(data) : null;
    if (!message || typeof message !== 'object') return null;
    const raw = (message as { transactionStatus?: unknown }).transactionStatus;
    const status: unknown = typeof raw === 'string' ? JSON.parse(raw) : raw;
    return status && typeof status === 'object' ? (status as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The close code of a server restarting (RFC 6455 registry), and how often the modal reconnects after one. */
const SERVICE_RESTART = 1012;
const RECONNECTS = 3;

const statusErrorMessage = (err: unknown) =>
  err instanceof ApiError && typeof err.body.message === 'string' && err.body.message
    ? err.body.message
    : QR_STATUS_ERROR;

function QrPayment({
  orderId,
  qr,
  onPhase,
  onClose,
}: {
  orderId: string;
  qr: FonepayQr;
  onPhase: (phase: Phase) => void;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const status = useFonepayQrStatus();
  const [phase, setPhaseState] = useState<Phase>('waiting');
  const setPhase = (next: Phase) => {
    setPhaseState(next);
    onPhase(next);
  };

  /** The server asks Fonepay and settles the payment; its answer decides where the buyer goes. */
  const check = () => {
    setPhase('checking');
    status.mutate(orderId, {
      onSuccess: (result) => {
        if (result.status === 'success') {
          const query = new URLSearchParams({
            PRN: result.prn,
            AMT: String(result.totalTransactionAmount),
            order_id: orderId,
          });
          void navigate(`/checkout/confirmed?${query.toString()}`);
        } else if (result.status === 'failed') {
          void navigate(`/checkout/failed?${new URLSearchParams({ order_id: orderId }).toString()}`);
        } else {
          setPhase('pending');
        }
      },
      onError: (err) => {
        notifyError(statusErrorMessage(err));
        onClose();
      },
    });
  };

  const onMessage = useEffectEvent((data: unknown) => {
    const message = transactionStatus(data);
    if (!message) return false;
    if (typeof message.paymentSuccess === 'boolean') {
      check();
      return true;
    }
    if (message.qrVerified === true && phase === 'waiting') setPhase('scanned');
    return false;
  });
  const onLost = useEffectEvent(() => {
    if (phase === 'waiting' || phase === 'scanned') setPhase('disconnected');
  });

  // The live channel: open while the modal is, closed once the payment is reported or the modal closes. A
  // server restarting (a deploy: close code 1012) is reconnected to, up to RECONNECTS times, a second later
  // each time; any other loss is shown.
  useEffect(() => {
    let done = false;
    let reconnects = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let socket: WebSocket;
    const connect = () => {
      socket = new WebSocket(qr.websocketUrl);
      socket.onmessage = (event: MessageEvent) => {
        if (done) return;
        if (onMessage(event.data)) {
          done = true;
          socket.close();
        }
      };
      socket.onclose = (event: { code: number }) => {
        if (done) return;
        if (event.code === SERVICE_RESTART && reconnects < RECONNECTS) {
          reconnects += 1;
          timer = setTimeout(connect, 1000 * reconnects);
        } else onLost();
      };
    };
    connect();
    return () => {
      done = true;
      clearTimeout(timer);
      socket.close();
    };
  }, [qr.websocketUrl]);

  return (
    <Stack align="center" gap="md">
      <Text ta="center" fz="sm">
        Scan this code with your mobile banking or wallet app.
      </Text>
      <Box
        role="img"
        aria-label="Fonepay QR code"
        p="sm"
        bg="white"
        style={{ lineHeight: 0, borderRadius: 8 }}
      >
        <QRCodeSVG value={qr.qrMessage} size={200} aria-hidden="true" />
      </Box>
      <Text fw={700} fz="lg">
        Amount: {formatRs(qr.amount)}
      </Text>
      <Box role="status" aria-live="polite" w="100%">
        {phase === 'waiting' && (
          <Group justify="center" gap="xs">
            <Loader size="xs" aria-hidden="true" />
            <Text fz="sm">Waiting for payment</Text>
          </Group>
        )}
        {phase === 'scanned' && (
          <Group justify="center" gap="xs" wrap="nowrap">
            <IconCircleCheck size={18} color="var(--mantine-color-green-7)" aria-hidden="true" />
            <Text fz="sm">Scanned. Confirm the payment in your app.</Text>
          </Group>
        )}
        {(phase === 'pending' || phase === 'disconnected') && (
          <Alert color="yellow" variant="light">
            <Stack gap="sm" align="flex-start">
              <Text fz="sm">
                {phase === 'pending'
                  ? 'Your payment has not been confirmed yet. If you have paid, check again in a moment.'
                  : 'The connection to Fonepay was lost. If you have paid, check the payment status.'}
              </Text>
              <Button size="xs" variant="light" color="yellow" onClick={check}>
                Check payment status
              </Button>
            </Stack>
          </Alert>
        )}
      </Box>
      {phase === 'checking' && (
        <Portal>
          <Overlay fixed center zIndex={1000} backgroundOpacity={0.55} blur={2}>
            <Loader color="white" role="status" aria-label="Confirming your payment" />
          </Overlay>
        </Portal>
      )}
    </Stack>
  );
}

/**
 * Fonepay dynamic QR (spec part 1 sections 4 and 8): the code and the amount; the live channel reports the
 * scan, then the payment, after which the server's status check sends the buyer to the confirmed or failed
 * page, with a full-screen spinner meanwhile. Closing the modal closes the channel; closing it before the code
 * was scanned is the buyer cancelling (`onCancel`): the order stays payable, by any method. Nothing is told to
 * the server: the QR attempt stays open, and a payment made with it after all is still settled.
 */
export function FonepayQrModal({
  orderId,
  qr,
  onClose,
  onCancel,
}: {
  orderId: string;
  qr: FonepayQr | null;
  onClose: () => void;
  onCancel?: () => void;
}) {
  const [phase, setPhase] = useState<Phase>('waiting');
  if (!qr) return null;
  const checking = phase === 'checking';
  const close = () => {
    setPhase('waiting');
    onClose();
  };
  return (
    <Modal
      opened
      onClose={() => {
        if (checking) return;
        const unscanned = phase === 'waiting';
        close();
        if (unscanned) onCancel?.();
      }}
      title="Pay with Fonepay QR"
      centered
      withCloseButton={!checking}
      closeOnClickOutside={!checking}
      closeOnEscape={!checking}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <QrPayment key={qr.prn} orderId={orderId} qr={qr} onPhase={setPhase} onClose={close} />
    </Modal>
  );
}
