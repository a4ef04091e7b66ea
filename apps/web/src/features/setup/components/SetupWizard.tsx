import type { ApiError } from '@atelier/contracts';
import { Alert, Button, Center, Loader, Modal, Stepper, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMediaQuery } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/useTranslation';
import { isApiRequestError } from '../../../shared/api/ApiRequestError';
import { toApiError } from '../../../shared/errors/describeError';
import { notify } from '../../../shared/notifications/notify';
import { useAccount } from '../../../shared/account/api';
import { addressErrors, addressFormValues, type AddressFormValues } from '../../brands';
import { useWorkspace } from '../../brands';
import { useCompleteFeature, type Feature, setupKeys } from '../api';
import { setupWizardStore } from '../setupWizardStore';
import { clearSkipMarker, writeSkipMarker } from '../skipMarker';
import { emptyTechnicianRow, type TechnicianRow } from '../technicians';
import { AddressStep } from './AddressStep';
import classes from './SetupWizard.module.css';
import { validateRateForm } from '../rateForm';
import { RateStep } from './RateStep';
import { ReadyStep } from './ReadyStep';
import { TeamStep } from './TeamStep';
import { WelcomeStep } from './WelcomeStep';

const STEPS = ['welcome', 'address', 'rate', 'team', 'ready'] as const;
const LAST = STEPS.length - 1;

/**
 * The 5-step setup dialog (shell spec §2, §4). Each step moves forward by one on success; Skip
 * (every step but the last, also Escape) stores the skip time, goes back to step 1 and closes;
 * Finish completes the SETUP feature, clears the skip marker and closes.
 */
export function SetupWizard({ feature, opened }: { feature: Feature; opened: boolean }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const phone = useMediaQuery('(max-width: 40em)');
  const [active, setActive] = useState(0);
  const [finishFailure, setFinishFailure] = useState<ApiError | null>(null);
  const restartOnExit = useRef(false);
  const workspace = useWorkspace();
  const account = useAccount();
  const complete = useCompleteFeature();

  const addressForm = useForm<{ address: AddressFormValues }>({
    initialValues: { address: addressFormValues(null) },
    validate: (values) => addressErrors(values.address),
  });
  const rateForm = useForm<{ rate: number | string }>({
    initialValues: { rate: '' },
    validate: validateRateForm,
  });
  const teamForm = useForm<{ rows: TechnicianRow[] }>({ initialValues: { rows: [emptyTechnicianRow()] } });

  // What the shop already saved (a wizard resumed after a skip) fills the steps once.
  const brand = workspace.brand;
  const { initialize: initializeAddress } = addressForm;
  useEffect(() => {
    if (brand) initializeAddress({ address: addressFormValues(brand.address) });
  }, [brand, initializeAddress]);
  const savedRate = account.data?.preferences.hourlyRates?.valuePerUnit;
  const { initialize: initializeRate } = rateForm;
  useEffect(() => {
    if (savedRate !== undefined) initializeRate({ rate: savedRate > 0 ? savedRate : '' });
  }, [savedRate, initializeRate]);

  const next = () => setActive((step) => Math.min(step + 1, LAST));
  const back = () => setActive((step) => Math.max(step - 1, 0));
  const skip = () => {
    writeSkipMarker(Date.now());
    restartOnExit.current = true;
    setupWizardStore.close();
  };

  const finish = async () => {
    setFinishFailure(null);
    try {
      await complete.mutateAsync(feature.id);
    } catch (error) {
      // Already completed (from another device): nothing is pending any more, close anyway.
      if (!(isApiRequestError(error) && error.status === 404)) {
        setFinishFailure(toApiError(error));
        return;
      }
      await client.invalidateQueries({ queryKey: setupKeys.pending });
    }
    clearSkipMarker();
    restartOnExit.current = true;
    setupWizardStore.close();
    notify({ color: 'teal', message: t('setup.done') });
  };

  const body = () => {
    const step = STEPS[active];
    if (step === 'welcome') return <WelcomeStep onNext={next} onSkip={skip} />;
    if (step === 'address') {
      if (workspace.isError) {
        return (
          <Alert color="red" variant="light" title={t('setup.loadFailed')} role="alert">
            <Button mt="sm" size="xs" variant="light" color="red" onClick={() => void workspace.refetch()}>
              {t('setup.retry')}
            </Button>
          </Alert>
        );
      }
      if (!brand) {
        return (
          <Center mih={240}>
            <Loader type="dots" aria-label={t('common.loading')} />
          </Center>
        );
      }
      return <AddressStep form={addressForm} brand={brand} onNext={next} onBack={back} onSkip={skip} />;
    }
    if (step === 'rate') return <RateStep form={rateForm} onNext={next} onBack={back} onSkip={skip} />;
    if (step === 'team') return <TeamStep form={teamForm} onNext={next} onBack={back} onSkip={skip} />;
    return <ReadyStep onFinish={() => void finish()} finishing={complete.isPending} failure={finishFailure} onBack={back} />;
  };

  return (
    <Modal
      opened={opened}
      onClose={active === LAST ? setupWizardStore.close : skip}
      onExitTransitionEnd={() => {
        if (!restartOnExit.current) return;
        restartOnExit.current = false;
        setActive(0);
      }}
      title={t('setup.title')}
      size={720}
      fullScreen={!!phone}
      closeOnClickOutside={false}
      withCloseButton={false}
      padding={phone ? 'md' : 'xl'}
      data-testid="setup-wizard"
      styles={{ title: { fontWeight: 700 } }}
    >
      <Stepper
        active={active}
        size="sm"
        iconSize={30}
        className={classes.stepper}
        classNames={{ stepBody: classes.stepBody }}
        aria-label={t('setup.progress', { current: active + 1, total: STEPS.length })}
      >
        {STEPS.map((step) => (
          <Stepper.Step key={step} label={t(`setup.steps.${step}`)} />
        ))}
      </Stepper>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} mb={4} hiddenFrom="sm" aria-hidden="true">
        {t('setup.progress', { current: active + 1, total: STEPS.length })}
      </Text>
      {body()}
    </Modal>
  );
}
