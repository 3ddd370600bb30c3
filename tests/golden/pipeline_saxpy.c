

static const char* const lc_site_text[] = {"array x, index _i1"};
static const int lc_site_axis[] = {0};
static const char lc_site_hoisted[] = {1};
static int lc_oob_fail(lc_result* r, int site, int64_t value, int64_t extent) {
    snprintf(r->err_buf, sizeof r->err_buf,
             "index %lld is out of bounds for axis %d with size %lld (%s%s)", (long long)value,
             lc_site_axis[site], (long long)extent, lc_site_text[site],
             lc_site_hoisted[site] ? "; checked before the loop ran, nothing was written" : "");
    r->err_kind = 1; r->err_msg = r->err_buf; r->err_site = site;
    return -1;
}

static int lc_kernel(double v_a, float* a_x, int64_t a_x_n0, float* a_y, int64_t a_y_n0, lc_result* lc_res) {
    int lc_status = 0;
    lc_buf* a_x_buf = NULL;
    lc_buf* a_y_buf = NULL;
    if ((a_y_n0 != a_x_n0)) {
        snprintf(lc_res->err_buf, sizeof lc_res->err_buf, "operands could not be broadcast together with shapes (%lld,) (%lld,) ", (long long)(a_y_n0), (long long)(a_x_n0)); lc_res->err_kind = 0; lc_res->err_msg = lc_res->err_buf; lc_status = -1; goto lc_exit;
    }
    if (__builtin_expect(((0LL <= (-1LL + a_y_n0))) && (((-1LL + a_y_n0)) >= (a_x_n0)), 0)) {
        lc_status = lc_oob_fail(lc_res, 0, (-1LL + a_y_n0), a_x_n0); goto lc_exit;
    }
    { /* loop y_set_d0 */
        const int64_t lc_stop1 = a_y_n0;
        if (lc_nthreads > 1 && ((lc_stop1 - (0LL)) * (1)) >= 100000) {
            #pragma omp parallel for simd schedule(static) num_threads(lc_nthreads)
            for (int64_t v__i1 = 0LL; v__i1 < lc_stop1; v__i1++) {
                a_y[(v__i1)] = (a_y[(v__i1)] + (((float)v_a) * a_x[(v__i1)]));
            }
        } else {
            #pragma omp simd
            for (int64_t v__i1 = 0LL; v__i1 < lc_stop1; v__i1++) {
                a_y[(v__i1)] = (a_y[(v__i1)] + (((float)v_a) * a_x[(v__i1)]));
            }
        }
    }
lc_exit:
    lc_release(a_x_buf);
    lc_release(a_y_buf);
    return lc_status;
}

static PyObject* lc_call(long lc_req, PyObject* const* args, Py_ssize_t nargs) {
    if (nargs != 3) Py_RETURN_NOTIMPLEMENTED;
    if (!(PyFloat_CheckExact(args[0]))) Py_RETURN_NOTIMPLEMENTED;
    double sc0 = (double)PyFloat_AS_DOUBLE(args[0]);
    if (!PyArray_Check(args[1])) Py_RETURN_NOTIMPLEMENTED;
    PyArrayObject* arr1 = (PyArrayObject*)args[1];
    if (PyArray_TYPE(arr1) != NPY_FLOAT32 || PyArray_NDIM(arr1) != 1 || !PyArray_IS_C_CONTIGUOUS(arr1) || (PyArray_DIMS(arr1)[0] == 1) != 0) Py_RETURN_NOTIMPLEMENTED;
    if (!PyArray_Check(args[2])) Py_RETURN_NOTIMPLEMENTED;
    PyArrayObject* arr2 = (PyArrayObject*)args[2];
    if (PyArray_TYPE(arr2) != NPY_FLOAT32 || PyArray_NDIM(arr2) != 1 || !PyArray_IS_C_CONTIGUOUS(arr2) || (PyArray_DIMS(arr2)[0] == 1) != 0) Py_RETURN_NOTIMPLEMENTED;
    if (!PyArray_ISWRITEABLE(arr2)) { PyErr_SetString(PyExc_ValueError, "assignment destination is read-only (argument y)"); return NULL; }
    {
        PyArrayObject* lc_arrs[2] = {arr1, arr2};
        if (lc_overlap(lc_arrs, 2)) Py_RETURN_NOTIMPLEMENTED;
    }
    lc_result res; res.err_kind = 0; res.err_msg = ""; res.err_site = -1;
    int status;
    lc_begin_call(lc_req);
    Py_BEGIN_ALLOW_THREADS
    status = lc_kernel(sc0, (float*)PyArray_DATA(arr1), (int64_t)PyArray_DIMS(arr1)[0], (float*)PyArray_DATA(arr2), (int64_t)PyArray_DIMS(arr2)[0], &res);
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
