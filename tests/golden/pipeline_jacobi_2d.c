

static const char* const lc_site_text[] = {"array A, index 2 + _i1", "array A, index 2 + _i2", "array B, index 2 + _i3", "array B, index 2 + _i4"};
static const int lc_site_axis[] = {0, 1, 0, 1};
static const char lc_site_hoisted[] = {1, 1, 1, 1};
static int lc_oob_fail(lc_result* r, int site, int64_t value, int64_t extent) {
    snprintf(r->err_buf, sizeof r->err_buf,
             "index %lld is out of bounds for axis %d with size %lld (%s%s)", (long long)value,
             lc_site_axis[site], (long long)extent, lc_site_text[site],
             lc_site_hoisted[site] ? "; checked before the loop ran, nothing was written" : "");
    r->err_kind = 1; r->err_msg = r->err_buf; r->err_site = site;
    return -1;
}

static int lc_kernel(int64_t v_tsteps, double* a_A, int64_t a_A_n0, int64_t a_A_n1, double* a_B, int64_t a_B_n0, int64_t a_B_n1, lc_result* lc_res) {
    int lc_status = 0;
    lc_buf* a_A_buf = NULL;
    int64_t a_A_s0 = a_A_n1;
    lc_buf* a_B_buf = NULL;
    int64_t a_B_s0 = a_B_n1;
    { /* loop L */
        const int64_t lc_stop1 = v_tsteps;
        for (int64_t v__ = 0LL; v__ < lc_stop1; v__++) {
            if ((lc_max_i64((a_B_n0 - 2LL), 0LL) != lc_max_i64((a_A_n0 - 2LL), 0LL))) {
                snprintf(lc_res->err_buf, sizeof lc_res->err_buf, "could not broadcast input array from shape (%lld,%lld) into shape (%lld,%lld)", (long long)(lc_max_i64((a_A_n0 - 2LL), 0LL)), (long long)(lc_max_i64((a_A_n1 - 2LL), 0LL)), (long long)(lc_max_i64((a_B_n0 - 2LL), 0LL)), (long long)(lc_max_i64((a_B_n1 - 2LL), 0LL))); lc_res->err_kind = 0; lc_res->err_msg = lc_res->err_buf; lc_status = -1; goto lc_exit;
            }
            if ((lc_max_i64((a_B_n1 - 2LL), 0LL) != lc_max_i64((a_A_n1 - 2LL), 0LL))) {
                snprintf(lc_res->err_buf, sizeof lc_res->err_buf, "could not broadcast input array from shape (%lld,%lld) into shape (%lld,%lld)", (long long)(lc_max_i64((a_A_n0 - 2LL), 0LL)), (long long)(lc_max_i64((a_A_n1 - 2LL), 0LL)), (long long)(lc_max_i64((a_B_n0 - 2LL), 0LL)), (long long)(lc_max_i64((a_B_n1 - 2LL), 0LL))); lc_res->err_kind = 0; lc_res->err_msg = lc_res->err_buf; lc_status = -1; goto lc_exit;
            }
            if (((0LL <= (-3LL + a_B_n1)) & (0LL <= (-3LL + a_B_n0)))) {
                if (__builtin_expect(((-1LL + a_B_n0)) >= (a_A_n0), 0)) {
                    lc_status = lc_oob_fail(lc_res, 0, (-1LL + a_B_n0), a_A_n0); goto lc_exit;
                }
                if (__builtin_expect(((-1LL + a_B_n1)) >= (a_A_n1), 0)) {
                    lc_status = lc_oob_fail(lc_res, 1, (-1LL + a_B_n1), a_A_n1); goto lc_exit;
                }
            }
            { /* loop B_set_d0 */
                const int64_t lc_stop2 = lc_max_i64((a_B_n0 - 2LL), 0LL);
                if (lc_nthreads > 1 && ((lc_stop2 - (0LL)) * (((lc_max_i64((a_B_n1 - 2LL), 0LL)) - (0LL)) * (1))) >= 100000) {
                    #pragma omp parallel for schedule(static) num_threads(lc_nthreads)
                    for (int64_t v__i1 = 0LL; v__i1 < lc_stop2; v__i1++) {
                        { /* loop B_set_d1 */
                            const int64_t lc_stop3 = lc_max_i64((a_B_n1 - 2LL), 0LL);
                            #pragma omp simd
                            for (int64_t v__i2 = 0LL; v__i2 < lc_stop3; v__i2++) {
                                a_B[((1LL + v__i1)) * a_B_s0 + ((1LL + v__i2))] = (0.2 * ((((a_A[((1LL + v__i1)) * a_A_s0 + ((1LL + v__i2))] + a_A[((1LL + v__i1)) * a_A_s0 + (v__i2)]) + a_A[((1LL + v__i1)) * a_A_s0 + ((2LL + v__i2))]) + a_A[((2LL + v__i1)) * a_A_s0 + ((1LL + v__i2))]) + a_A[(v__i1) * a_A_s0 + ((1LL + v__i2))]));
                            }
                        }
                    }
                } else {
                    for (int64_t v__i1 = 0LL; v__i1 < lc_stop2; v__i1++) {
                        { /* loop B_set_d1 */
                            const int64_t lc_stop4 = lc_max_i64((a_B_n1 - 2LL), 0LL);
                            #pragma omp simd
                            for (int64_t v__i2 = 0LL; v__i2 < lc_stop4; v__i2++) {
                                a_B[((1LL + v__i1)) * a_B_s0 + ((1LL + v__i2))] = (0.2 * ((((a_A[((1LL + v__i1)) * a_A_s0 + ((1LL + v__i2))] + a_A[((1LL + v__i1)) * a_A_s0 + (v__i2)]) + a_A[((1LL + v__i1)) * a_A_s0 + ((2LL + v__i2))]) + a_A[((2LL + v__i1)) * a_A_s0 + ((1LL + v__i2))]) + a_A[(v__i1) * a_A_s0 + ((1LL + v__i2))]));
                            }
                        }
                    }
                }
            }
            if ((lc_max_i64((a_A_n0 - 2LL), 0LL) != lc_max_i64((a_B_n0 - 2LL), 0LL))) {
                snprintf(lc_res->err_buf, sizeof lc_res->err_buf, "could not broadcast input array from shape (%lld,%lld) into shape (%lld,%lld)", (long long)(lc_max_i64((a_B_n0 - 2LL), 0LL)), (long long)(lc_max_i64((a_B_n1 - 2LL), 0LL)), (long long)(lc_max_i64((a_A_n0 - 2LL), 0LL)), (long long)(lc_max_i64((a_A_n1 - 2LL), 0LL))); lc_res->err_kind = 0; lc_res->err_msg = lc_res->err_buf; lc_status = -1; goto lc_exit;
            }
            if ((lc_max_i64((a_A_n1 - 2LL), 0LL) != lc_max_i64((a_B_n1 - 2LL), 0LL))) {
                snprintf(lc_res->err_buf, sizeof lc_res->err_buf, "could not broadcast input array from shape (%lld,%lld) into shape (%lld,%lld)", (long long)(lc_max_i64((a_B_n0 - 2LL), 0LL)), (long long)(lc_max_i64((a_B_n1 - 2LL), 0LL)), (long long)(lc_max_i64((a_A_n0 - 2LL), 0LL)), (long long)(lc_max_i64((a_A_n1 - 2LL), 0LL))); lc_res->err_kind = 0; lc_res->err_msg = lc_res->err_buf; lc_status = -1; goto lc_exit;
            }
            if (((0LL <= (-3LL + a_A_n1)) & (0LL <= (-3LL + a_A_n0)))) {
                if (__builtin_expect(((-1LL + a_A_n0)) >= (a_B_n0), 0)) {
                    lc_status = lc_oob_fail(lc_res, 2, (-1LL + a_A_n0), a_B_n0); goto lc_exit;
                }
                if (__builtin_expect(((-1LL + a_A_n1)) >= (a_B_n1), 0)) {
                    lc_status = lc_oob_fail(lc_res, 3, (-1LL + a_A_n1), a_B_n1); goto lc_exit;
                }
            }
            { /* loop A_set_d0 */
                const int64_t lc_stop5 = lc_max_i64((a_A_n0 - 2LL), 0LL);
                if (lc_nthreads > 1 && ((lc_stop5 - (0LL)) * (((lc_max_i64((a_A_n1 - 2LL), 0LL)) - (0LL)) * (1))) >= 100000) {
                    #pragma omp parallel for schedule(static) num_threads(lc_nthreads)
                    for (int64_t v__i3 = 0LL; v__i3 < lc_stop5; v__i3++) {
                        { /* loop A_set_d1 */
                            const int64_t lc_stop6 = lc_max_i64((a_A_n1 - 2LL), 0LL);
                            #pragma omp simd
                            for (int64_t v__i4 = 0LL; v__i4 < lc_stop6; v__i4++) {
                                a_A[((1LL + v__i3)) * a_A_s0 + ((1LL + v__i4))] = (0.2 * ((((a_B[((1LL + v__i3)) * a_B_s0 + ((1LL + v__i4))] + a_B[((1LL + v__i3)) * a_B_s0 + (v__i4)]) + a_B[((1LL + v__i3)) * a_B_s0 + ((2LL + v__i4))]) + a_B[((2LL + v__i3)) * a_B_s0 + ((1LL + v__i4))]) + a_B[(v__i3) * a_B_s0 + ((1LL + v__i4))]));
                            }
                        }
                    }
                } else {
                    for (int64_t v__i3 = 0LL; v__i3 < lc_stop5; v__i3++) {
                        { /* loop A_set_d1 */
                            const int64_t lc_stop7 = lc_max_i64((a_A_n1 - 2LL), 0LL);
                            #pragma omp simd
                            for (int64_t v__i4 = 0LL; v__i4 < lc_stop7; v__i4++) {
                                a_A[((1LL + v__i3)) * a_A_s0 + ((1LL + v__i4))] = (0.2 * ((((a_B[((1LL + v__i3)) * a_B_s0 + ((1LL + v__i4))] + a_B[((1LL + v__i3)) * a_B_s0 + (v__i4)]) + a_B[((1LL + v__i3)) * a_B_s0 + ((2LL + v__i4))]) + a_B[((2LL + v__i3)) * a_B_s0 + ((1LL + v__i4))]) + a_B[(v__i3) * a_B_s0 + ((1LL + v__i4))]));
                            }
                        }
                    }
                }
            }
        }
    }
lc_exit:
    lc_release(a_A_buf);
    lc_release(a_B_buf);
    return lc_status;
}

static PyObject* lc_call(long lc_req, PyObject* const* args, Py_ssize_t nargs) {
    if (nargs != 3) Py_RETURN_NOTIMPLEMENTED;
    if (!(PyLong_CheckExact(args[0]))) Py_RETURN_NOTIMPLEMENTED;
    int64_t sc0 = (int64_t)PyLong_AsLongLong(args[0]);
    if (sc0 == -1 && PyErr_Occurred()) { PyErr_Clear(); Py_RETURN_NOTIMPLEMENTED; }
    if (!PyArray_Check(args[1])) Py_RETURN_NOTIMPLEMENTED;
    PyArrayObject* arr1 = (PyArrayObject*)args[1];
    if (PyArray_TYPE(arr1) != NPY_FLOAT64 || PyArray_NDIM(arr1) != 2 || !PyArray_IS_C_CONTIGUOUS(arr1)) Py_RETURN_NOTIMPLEMENTED;
    if (!PyArray_ISWRITEABLE(arr1)) { PyErr_SetString(PyExc_ValueError, "assignment destination is read-only (argument A)"); return NULL; }
    if (!PyArray_Check(args[2])) Py_RETURN_NOTIMPLEMENTED;
    PyArrayObject* arr2 = (PyArrayObject*)args[2];
    if (PyArray_TYPE(arr2) != NPY_FLOAT64 || PyArray_NDIM(arr2) != 2 || !PyArray_IS_C_CONTIGUOUS(arr2)) Py_RETURN_NOTIMPLEMENTED;
    if (!PyArray_ISWRITEABLE(arr2)) { PyErr_SetString(PyExc_ValueError, "assignment destination is read-only (argument B)"); return NULL; }
    {
        const int64_t a_A_n0 = (int64_t)PyArray_DIMS(arr1)[0];
        const int64_t a_A_n1 = (int64_t)PyArray_DIMS(arr1)[1];
        const int64_t a_B_n0 = (int64_t)PyArray_DIMS(arr2)[0];
        const int64_t a_B_n1 = (int64_t)PyArray_DIMS(arr2)[1];
        if (((lc_max_i64((a_B_n0 - 2LL), 0LL)) == 1) != 0 || ((lc_max_i64((a_A_n0 - 2LL), 0LL)) == 1) != 0 || ((lc_max_i64((a_B_n1 - 2LL), 0LL)) == 1) != 0 || ((lc_max_i64((a_A_n1 - 2LL), 0LL)) == 1) != 0) Py_RETURN_NOTIMPLEMENTED;
    }
    {
        PyArrayObject* lc_arrs[2] = {arr1, arr2};
        if (lc_overlap(lc_arrs, 2)) Py_RETURN_NOTIMPLEMENTED;
    }
    lc_result res; res.err_kind = 0; res.err_msg = ""; res.err_site = -1;
    int status;
    lc_begin_call(lc_req);
    Py_BEGIN_ALLOW_THREADS
    status = lc_kernel(sc0, (double*)PyArray_DATA(arr1), (int64_t)PyArray_DIMS(arr1)[0], (int64_t)PyArray_DIMS(arr1)[1], (double*)PyArray_DATA(arr2), (int64_t)PyArray_DIMS(arr2)[0], (int64_t)PyArray_DIMS(arr2)[1], &res);
    Py_END_ALLOW_THREADS
    if (status != 0) return lc_raise(&res);
    Py_RETURN_NONE;
}

/* run(*args): on set_num_threads' count; run_threads(req, *args): on the count lc_begin_call
   makes of req (the jit dispatcher's entry point, so each jit function has its own count) */
static PyObject* lc_run(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
    return lc_call(lc_default_nthreads, args, nargs);
}
static PyObject* lc_run_threads(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
    if (nargs < 1) Py_RETURN_NOTIMPLEMENTED;
    long req = PyLong_AsLong(args[0]);
    if (req == -1 && PyErr_Occurred()) return NULL;
    return lc_call(req, args + 1, nargs - 1);
}
static PyMethodDef lc_methods[] = {
    {"run", (PyCFunction)(void(*)(void))lc_run, METH_FASTCALL, "run the compiled kernel"},
    {"run_threads", (PyCFunction)(void(*)(void))lc_run_threads, METH_FASTCALL,
     "run the compiled kernel on the thread count the first argument requests"},
    {"set_num_threads", lc_set_num_threads, METH_O, "threads for run()"},
    {"last_num_threads", lc_last_num_threads, METH_NOARGS,
     "the thread count of this thread's last call"},
    {NULL, NULL, 0, NULL}
};
static struct PyModuleDef lc_module = {PyModuleDef_HEAD_INIT, "lc_golden", NULL, -1,
                                       lc_methods};
PyMODINIT_FUNC PyInit_lc_golden(void) {
    import_array();
    if (lc_rt_init() < 0) return NULL;
    return PyModule_Create(&lc_module);
}
