export { api, apiRequest, ApiError, setUnauthorizedHandler, type HttpMethod, type RequestOptions } from './client';
