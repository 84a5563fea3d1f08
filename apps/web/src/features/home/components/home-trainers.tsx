import { useQuery } from '@tanstack/react-query';
import { TrainersList } from '../../../components/trainers-list';
import { trainersQuery } from '../../trainers/api/trainers-api';

/** The home page's trainers (GET /user/trainers): the first eight, with a link to /trainers. */
export function HomeTrainers() {
  const { data, isPending } = useQuery(trainersQuery());
  return <TrainersList limit={8} trainers={data} isPending={isPending} />;
}
