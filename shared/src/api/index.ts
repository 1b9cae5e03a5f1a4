export {
  api,
  apiRequest,
  ApiError,
  setApiFetch,
  setUnauthorizedHandler,
  sessionMark,
  sessionRefused,
  type HttpMethod,
  type RequestOptions,
} from './client';
