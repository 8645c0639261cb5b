import { queryOptions } from '@tanstack/react-query'
import { refreshCatalogue } from './productsApi'
import { client, dataOf } from '@/lib/api'
import type { components } from '@/lib/api.gen'

export type Warehouse = components['schemas']['Warehouse']
export type WarehouseInput = components['schemas']['WarehouseRequest']
export type WarehouseStock = components['schemas']['WarehouseStock']

const byCode = (code: string) => ({ params: { path: { code } } })
const byProduct = (id: string) => ({ params: { path: { id } } })

export const warehousesQuery = queryOptions({
  queryKey: ['/api/admin/warehouses'],
  queryFn: ({ signal }) => dataOf(client.GET('/api/admin/warehouses', { signal })),
})

/** Creates the warehouse or replaces the one with this code. */
export async function saveWarehouse(code: string, input: WarehouseInput) {
  const saved = await dataOf(client.PUT('/api/admin/warehouses/{code}', { ...byCode(code), body: input }))
  void refreshCatalogue() // a lead time changes every product's availability
  return saved
}

export function deleteWarehouse(code: string) {
  return dataOf(client.DELETE('/api/admin/warehouses/{code}', byCode(code)))
}

export const productStockQuery = (id: string) =>
  queryOptions({
    queryKey: ['/api/admin/products/{id}/stock', id],
    queryFn: ({ signal }) => dataOf(client.GET('/api/admin/products/{id}/stock', { ...byProduct(id), signal })),
  })

/** Sets these warehouses' counts of the product; the others keep theirs. */
export async function setProductStock(id: string, warehouses: WarehouseStock[]) {
  const product = await dataOf(client.PUT('/api/admin/products/{id}/stock', { ...byProduct(id), body: { warehouses } }))
  void refreshCatalogue()
  return product
}
