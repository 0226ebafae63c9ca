import { afterAll, describe, expect, test } from 'vitest';
import { COURSE_IDS, COURSE_PRODUCT_IDS } from '../../seed/courses';
import { createTestServer, expectError } from '../../test/helpers';
import { USDT, pay, walletPays } from '../../test/joining';

const server = createTestServer();
afterAll(() => server.close());

const API = '/api/groups/demo';

describe('buying a charged course through the checkout (POST /orders, PUT /orders/{id}/pay)', () => {
  test('a member buys it once, then reads its messages; membership is untouched', async () => {
    const { token } = await server.login('member');
    const course = (await server.get(`${API}/courses/${COURSE_IDS.chargedUnpaid}`, token)).body.data;
    expect(course).toMatchObject({ paid: false, product_id: COURSE_PRODUCT_IDS.chargedUnpaid });
    const meBefore = (await server.get(`${API}/users/me`, token)).body.data;

    expectError(await server.post(`${API}/orders`, { product_id: course.product_id, quantity: 2 }, token), 400, 100400);
    const order = await server.post(`${API}/orders`, { product_id: course.product_id, quantity: 1 }, token);
    expect(order.status).toBe(200);
    const orderId = order.body.data.order_id as string;
    expect((await server.get(`${API}/orders/${orderId}`, token)).body.data).toMatchObject({ kind: 'course', quantity: 1 });
    const priced = (await pay(server, token, orderId, 'mixin', USDT)).body.data;
    const paid = await walletPays(server, {
      reference: orderId, asset_id: USDT, amount: priced.amount,
    });
    expect(paid.state).toBe('PAID');

    expect((await server.get(`${API}/courses/${COURSE_IDS.chargedUnpaid}`, token)).body.data.paid).toBe(true);
    expect((await server.get(`${API}/courses/${COURSE_IDS.chargedUnpaid}/messages`, token)).status).toBe(200);
    expect((await server.get(`${API}/users/me`, token)).body.data.expired_at).toBe(meBefore.expired_at);
    expectError(await server.post(`${API}/orders`, { product_id: course.product_id, quantity: 1 }, token), 409, 100409);
  });

  test('staff, non-members and free courses cannot be bought', async () => {
    const lecturer = (await server.login('lecturer')).token;
    const pending = (await server.login('pending')).token;
    const product = COURSE_PRODUCT_IDS.chargedUnpaid;
    expectError(await server.post(`${API}/orders`, { product_id: product, quantity: 1 }, lecturer), 409, 100409);
    expectError(await server.post(`${API}/orders`, { product_id: product, quantity: 1 }, pending), 403, 100461);
  });

  test('charging a course creates its product; making it free disables it', async () => {
    const lecturer = (await server.login('lecturer')).token;
    const member = (await server.login('member')).token;
    const created = await server.post(`${API}/course-edit/`, {
      title: 'Paid workshop', description: 'Hands-on', charge: { asset_id: USDT, amount: '3.50' },
    }, lecturer);
    const course = created.body.data;
    expect(course.product_id).toEqual(expect.any(String));
    const product = (await server.get(`${API}/products/${course.product_id}`)).body.data;
    expect(product).toMatchObject({ type: 'course', status: 'normal', price: { asset_id: USDT, amount: '3.50' } });
    expect(product.price.channels.length).toBeGreaterThan(0);

    // A draft is not for sale.
    expectError(await server.post(`${API}/orders`, { product_id: course.product_id, quantity: 1 }, member), 409, 100409);

    const free = await server.put(`${API}/courses/${course.course_id}`, { title: 'Paid workshop', description: 'Hands-on', charge: null }, lecturer);
    expect(free.body.data).toMatchObject({ charge: null, product_id: null, paid: true });
    expect((await server.get(`${API}/products/${course.product_id}`)).body.data.status).toBe('disabled');
  });
});
