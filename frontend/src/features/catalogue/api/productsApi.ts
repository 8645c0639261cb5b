import { api } from '@/lib/api'
import type { BrandCount, List, Product, ProductInput, ProductQuery } from '@/lib/types'

export function listProducts(query: ProductQuery, signal?: AbortSignal): Promise<List<Product>> {
  return api<List<Product>>('/api/products', { query: { ...query }, signal })
}

export function getProduct(id: string, signal?: AbortSignal): Promise<Product> {
  return api<Product>(`/api/products/${encodeURIComponent(id)}`, { signal })
}

export async function listBrands(signal?: AbortSignal): Promise<BrandCount[]> {
  const body = await api<{ items: BrandCount[] }>('/api/brands', { signal })
  return body.items
}

export function createProduct(input: ProductInput): Promise<Product> {
  return api<Product>('/api/products', { method: 'POST', body: input })
}

export function updateProduct(id: string, changes: Partial<ProductInput>): Promise<Product> {
  return api<Product>(`/api/products/${encodeURIComponent(id)}`, { method: 'PATCH', body: changes })
}

export function deleteProduct(id: string): Promise<void> {
  return api<void>(`/api/products/${encodeURIComponent(id)}`, { method: 'DELETE' })
}
