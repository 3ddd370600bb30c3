
static int lc_kernel(double v_alpha, double v_beta, double* a_C, int64_t a_C_n0, int64_t a_C_n1, double* a_A, int64_t a_A_n0, int64_t a_A_n1, double* a_B, int64_t a_B_n0, int64_t a_B_n1, lc_result* lc_res) {
    int lc_status = 0;
    lc_buf* a_C_buf = NULL;
    int64_t a_C_s0 = a_C_n1;
    lc_buf* a_A_buf = NULL;
    int64_t a_A_s0 = a_A_n1;
    lc_buf* a_B_buf = NULL;
    int64_t a_B_s0 = a_B_n1;
    double v_a = 0;
    int64_t v_ni = 0;
    int64_t v_nj = 0;
    int64_t v_nk = 0;
    v_ni = a_A_n0;
    v_nk = a_A_n1;
    v_nj = a_B_n1;
    { /* loop i */
        const int64_t lc_stop1 = a_A_n0;
        if (lc_nthreads > 1 && ((lc_stop1 - (0LL)) * (((a_B_n1) - (0LL)) * (1))) >= 100000) {
            #pragma omp parallel for schedule(static) num_threads(lc_nthreads)
            for (int64_t v_i = 0LL; v_i < lc_stop1; v_i++) {
                { /* loop j */
                    const int64_t lc_stop2 = a_B_n1;
                    #pragma omp simd
                    for (int64_t v_j = 0LL; v_j < lc_stop2; v_j++) {
                        a_C[(v_i) * a_C_s0 + (v_j)] *= v_beta;
                    }
                }
            }
        } else {
            for (int64_t v_i = 0LL; v_i < lc_stop1; v_i++) {
                { /* loop j */
                    const int64_t lc_stop3 = a_B_n1;
                    #pragma omp simd
                    for (int64_t v_j = 0LL; v_j < lc_stop3; v_j++) {
                        a_C[(v_i) * a_C_s0 + (v_j)] *= v_beta;
                    }
                }
            }
        }
    }
    { /* loop i_2_o */
        const int64_t lc_stop4 = a_A_n0;
        if (lc_nthreads > 1 && ((lc_stop4 - (0LL)) * (((a_A_n1) - (0LL)) * (((a_B_n1) - (0LL)) * (16 * (16 * (16 * (1))))))) >= 100000) {
            #pragma omp parallel for schedule(static) num_threads(lc_nthreads)
            for (int64_t v_i_o = 0LL; v_i_o < lc_stop4; v_i_o += 144LL) {
                { /* loop k_o */
                    const int64_t lc_stop5 = a_A_n1;
                    for (int64_t v_k_o = 0LL; v_k_o < lc_stop5; v_k_o += 144LL) {
                        { /* loop j_2_o */
                            const int64_t lc_stop6 = a_B_n1;
                            for (int64_t v_j_o = 0LL; v_j_o < lc_stop6; v_j_o += 144LL) {
                                { /* loop i_2 */
                                    const int64_t lc_stop7 = lc_min_i64((v_i_o + 144LL), a_A_n0);
                                    for (int64_t v_i = v_i_o; v_i < lc_stop7; v_i++) {
                                        { /* loop k */
                                            const int64_t lc_stop8 = lc_min_i64((v_k_o + 144LL), a_A_n1);
                                            for (int64_t v_k = v_k_o; v_k < lc_stop8; v_k++) {
                                                { /* loop j_2 */
                                                    const int64_t lc_stop9 = lc_min_i64((v_j_o + 144LL), a_B_n1);
                                                    #pragma omp simd
                                                    for (int64_t v_j = v_j_o; v_j < lc_stop9; v_j++) {
                                                        a_C[(v_i) * a_C_s0 + (v_j)] += ((v_alpha * a_A[(v_i) * a_A_s0 + (v_k)]) * a_B[(v_k) * a_B_s0 + (v_j)]);
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        } else {
            for (int64_t v_i_o = 0LL; v_i_o < lc_stop4; v_i_o += 144LL) {
                { /* loop k_o */
                    const int64_t lc_stop10 = a_A_n1;
                    for (int64_t v_k_o = 0LL; v_k_o < lc_stop10; v_k_o += 144LL) {
                        { /* loop j_2_o */
                            const int64_t lc_stop11 = a_B_n1;
                            for (int64_t v_j_o = 0LL; v_j_o < lc_stop11; v_j_o += 144LL) {
                                { /* loop i_2 */
                                    const int64_t lc_stop12 = lc_min_i64((v_i_o + 144LL), a_A_n0);
                                    for (int64_t v_i = v_i_o; v_i < lc_stop12; v_i++) {
                                        { /* loop k */
                                            const int64_t lc_stop13 = lc_min_i64((v_k_o + 144LL), a_A_n1);
                                            for (int64_t v_k = v_k_o; v_k < lc_stop13; v_k++) {
                                                { /* loop j_2 */
                                                    const int64_t lc_stop14 = lc_min_i64((v_j_o + 144LL), a_B_n1);
                                                    #pragma omp simd
                                                    for (int64_t v_j = v_j_o; v_j < lc_stop14; v_j++) {
                                                        a_C[(v_i) * a_C_s0 + (v_j)] += ((v_alpha * a_A[(v_i) * a_A_s0 + (v_k)]) * a_B[(v_k) * a_B_s0 + (v_j)]);
                                                    }
                                                }
                                            }
                                        }
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
lc_exit:
    lc_release(a_C_buf);
    lc_release(a_A_buf);
    lc_release(a_B_buf);
    return lc_status;
}

static PyObject* lc_run(PyObject* self, PyObject* const* args, Py_ssize_t nargs) {
    if (nargs != 5) Py_RETURN_NOTIMPLEMENTED;
    if (!(PyFloat_CheckExact(args[0]))) Py_RETURN_NOTIMPLEMENTED;
    double sc0 = (double)PyFloat_AS_DOUBLE(args[0]);
    if (!(PyFloat_CheckExact(args[1]))) Py_RETURN_NOTIMPLEMENTED;
    double sc1 = (double)PyFloat_AS_DOUBLE(args[1]);
    if (!PyArray_Check(args[2])) Py_RETURN_NOTIMPLEMENTED;
    PyArrayObject* arr2 = (PyArrayObject*)args[2];
    if (PyArray_TYPE(arr2) != NPY_FLOAT64 || PyArray_NDIM(arr2) != 2 || !PyArray_IS_C_CONTIGUOUS(arr2)) Py_RETURN_NOTIMPLEMENTED;
    if (!PyArray_ISWRITEABLE(arr2)) { PyErr_SetString(PyExc_ValueError, "assignment destination is read-only (argument C)"); return NULL; }
    if (!PyArray_Check(args[3])) Py_RETURN_NOTIMPLEMENTED;
    PyArrayObject* arr3 = (PyArrayObject*)args[3];
    if (PyArray_TYPE(arr3) != NPY_FLOAT64 || PyArray_NDIM(arr3) != 2 || !PyArray_IS_C_CONTIGUOUS(arr3)) Py_RETURN_NOTIMPLEMENTED;
    if (!PyArray_Check(args[4])) Py_RETURN_NOTIMPLEMENTED;
    PyArrayObject* arr4 = (PyArrayObject*)args[4];
    if (PyArray_TYPE(arr4) != NPY_FLOAT64 || PyArray_NDIM(arr4) != 2 || !PyArray_IS_C_CONTIGUOUS(arr4)) Py_RETURN_NOTIMPLEMENTED;
    {
        PyArrayObject* lc_arrs[3] = {arr2, arr3, arr4};
        if (lc_overlap(lc_arrs, 3)) Py_RETURN_NOTIMPLEMENTED;
    }
    lc_result res; res.err_kind = 0; res.err_msg = "";
    int status;
    Py_BEGIN_ALLOW_THREADS
    status = lc_kernel(sc0, sc1, (double*)PyArray_DATA(arr2), (int64_t)PyArray_DIMS(arr2)[0], (int64_t)PyArray_DIMS(arr2)[1], (double*)PyArray_DATA(arr3), (int64_t)PyArray_DIMS(arr3)[0], (int64_t)PyArray_DIMS(arr3)[1], (double*)PyArray_DATA(arr4), (int64_t)PyArray_DIMS(arr4)[0], (int64_t)PyArray_DIMS(arr4)[1], &res);
    Py_END_ALLOW_THREADS
    if (status != 0) return lc_raise(&res);
    Py_RETURN_NONE;
}

static PyMethodDef lc_methods[] = {
    {"run", (PyCFunction)(void(*)(void))lc_run, METH_FASTCALL, "run the compiled kernel"},
    {"set_num_threads", lc_set_num_threads, METH_O, "threads for parallel loops"},
    {NULL, NULL, 0, NULL}
};
static struct PyModuleDef lc_module = {PyModuleDef_HEAD_INIT, "lc_golden", NULL, -1,
                                       lc_methods};
PyMODINIT_FUNC PyInit_lc_golden(void) {
    import_array();
    return PyModule_Create(&lc_module);
}
