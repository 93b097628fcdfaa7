import type { AdminUser, PasswordChangeInput, UserCreateInput, UserUpdateInput } from '@casa/core';
import { api } from '@casa/api-client';

/** Usuarios and Mi cuenta calls (admin-ui only); the 'User' tag is added here, where it is used. */
export const usersApi = api.enhanceEndpoints({ addTagTypes: ['User'] }).injectEndpoints({
  endpoints: (build) => ({
    /** Admins only: an editor gets 403. */
    getUsers: build.query<AdminUser[], void>({
      query: () => '/users',
      providesTags: (users = []) => ['User', ...users.map((user) => ({ type: 'User' as const, id: user.id }))],
    }),
    createUser: build.mutation<AdminUser, UserCreateInput>({
      query: (body) => ({ url: '/users', method: 'POST', body }),
      invalidatesTags: (_user, error) => (error ? [] : ['User']),
    }),
    updateUser: build.mutation<AdminUser, UserUpdateInput & { id: number }>({
      query: ({ id, ...body }) => ({ url: `/users/${id}`, method: 'PATCH', body }),
      invalidatesTags: (_user, error, { id }) => (error ? [] : [{ type: 'User', id }]),
    }),
    deleteUser: build.mutation<null, number>({
      query: (id) => ({ url: `/users/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) => (error ? [] : ['User']),
    }),
    /** Mi cuenta: any signed-in user. */
    /** Refreshes `me`: a password that met the rule clears Mi cuenta's request to change it. */
    changePassword: build.mutation<null, PasswordChangeInput>({
      query: (body) => ({ url: '/auth/password', method: 'POST', body }),
      invalidatesTags: (_result, error) => (error ? [] : ['Me']),
    }),
  }),
});

export const { useGetUsersQuery, useCreateUserMutation, useUpdateUserMutation, useDeleteUserMutation, useChangePasswordMutation } =
  usersApi;
