import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';

/** The rejection axios gives for an API 400 with a message, as the forms receive it. */
export function badRequest(message: string): AxiosError {
  const data = { statusCode: 400, error: 'Bad Request', message };
  const config = { headers: new AxiosHeaders() };
  const response: AxiosResponse = { status: 400, statusText: 'Bad Request', data, headers: {}, config };
  return new AxiosError(
    'Request failed with status code 400',
    'ERR_BAD_REQUEST',
    config,
    undefined,
    response,
  );
}
