import { useQuery } from '@apollo/client/react';
import { HealthQuery } from './health.graphql';
export function useHealthStatus(): string | undefined {
  const { data } = useQuery(HealthQuery);
  return data?.health.status;
}
