

static const char* const lc_site_text[] = {"array _a1, index _i2", "array _a1, index _i3", "array _a1, index _i4", "array _a1, index 0, the start of view m", "array _a1, index 0, the start of view m", "array _a1, index 0, the start of view m", "array x, index _i7", "array x, index _i8", "array x, index _i9", "array x, index _i10", "array m, index _i7", "array m, index _i8", "array m, index _i9", "array m, index 0", "array e, index _i12", "array e, index _i13", "array e, index _i14", "array e, index _i16", "array _a11, index _i12", "array _a11, index _i13", "array _a11, index _i14", "array e, index _i18", "array e, index _i19", "array e, index _i20", "array e, index _i21", "array _a11, index _i18", "array _a11, index _i19", "array _a11, index _i20"};
static const int lc_site_axis[] = {0, 1, 2, 0, 1, 2, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 0, 1, 2, 3, 0, 1, 2};
static const char lc_site_hoisted[] = {1, 1, 1, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1};
static int lc_oob_fail(lc_result* r, int site, int64_t value, int64_t extent) {
    snprintf(r->err_buf, sizeof r->err_buf,
             "index %lld is out of bounds for axis %d with size %lld (%s%s)", (long long)value,
             lc_site_axis[site], (long long)extent, lc_site_text[site],
             lc_site_hoisted[site] ? "; checked before the loop ran, nothing was written" : "");
    r->err_kind = 1; r->err_msg = r->err_buf; r->err_site = site;
    return -1;
}

static int lc_kernel(float* a_x, int64_t a_x_n0, int64_t a_x_n1, int64_t a_x_n2, int64_t a_x_n3, lc_result* lc_res) {
    int lc_status = 0;
    lc_buf* a_x_buf = NULL;
    int64_t a_x_s0 = a_x_n1 * a_x_n2 * a_x_n3;
    int64_t a_x_s1 = a_x_n2 * a_x_n3;
    int64_t a_x_s2 = a_x_n3;
    float* a__a1 = NULL; lc_buf* a__a1_buf = NULL;
    int64_t a__a1_n0 = 0, a__a1_n1 = 0, a__a1_n2 = 0;
    int64_t a__a1_s0 = 0, a__a1_s1 = 0;
    double* a__a11 = NULL; lc_buf* a__a11_buf = NULL;
    int64_t a__a11_n0 = 0, a__a11_n1 = 0, a__a11_n2 = 0;
    int64_t a__a11_s0 = 0, a__a11_s1 = 0;
    float* a__a17 = NULL; lc_buf* a__a17_buf = NULL;
    int64_t a__a17_n0 = 0, a__a17_n1 = 0, a__a17_n2 = 0, a__a17_n3 = 0;
    int64_t a__a17_s0 = 0, a__a17_s1 = 0, a__a17_s2 = 0;
    double v__acc15 = 0;
    float v__acc5 = 0;
    float* a_e = NULL; lc_buf* a_e_buf = NULL;
    int64_t a_e_n0 = 0, a_e_n1 = 0, a_e_n2 = 0, a_e_n3 = 0;
    int64_t a_e_s0 = 0, a_e_s1 = 0, a_e_s2 = 0;
    float* a_m = NULL; lc_buf* a_m_buf = NULL;
    int64_t a_m_n0 = 0, a_m_n1 = 0, a_m_n2 = 0, a_m_n3 = 0;
    int64_t a_m_s0 = 0, a_m_s1 = 0, a_m_s2 = 0;
    if ((a_x_n3 == 0LL)) {
        lc_res->err_kind = 0; lc_res->err_msg = "zero-size array to reduction operation maximum which has no identity"; lc_status = -1; goto lc_exit;
    }
    int64_t lc_n1 = a_x_n0; if (lc_n1 < 0) lc_n1 = 0;
    int64_t lc_n2 = a_x_n1; if (lc_n2 < 0) lc_n2 = 0;
    int64_t lc_n3 = a_x_n2; if (lc_n3 < 0) lc_n3 = 0;
    lc_buf* lc_buf4 = lc_alloc((size_t)(lc_n1 * lc_n2 * lc_n3) * sizeof(float));
    if (!lc_buf4) { lc_res->err_kind = -2; lc_res->err_msg = "out of memory"; lc_status = -1; goto lc_exit; }
    lc_release(a__a1_buf); a__a1_buf = lc_buf4; a__a1 = (float*)LC_DATA(lc_buf4);
    a__a1_n0 = lc_n1;
    a__a1_n1 = lc_n2;
    a__a1_n2 = lc_n3;
    a__a1_s0 = lc_n2 * lc_n3;
    a__a1_s1 = lc_n3;
    { const float lc_fv = ((float)(-INFINITY)); const int64_t lc_cnt = lc_n1 * lc_n2 * lc_n3;
    #pragma omp parallel for simd num_threads(lc_nthreads) if(lc_nthreads > 1 && lc_cnt >= 100000)
      for (int64_t lc_q = 0; lc_q < lc_cnt; lc_q++) a__a1[lc_q] = lc_fv; }
    if ((((0LL <= (-1LL + a_x_n2)) & (0LL <= (-1LL + a_x_n1))) & (0LL <= (-1LL + a_x_n0)))) {
        if (__builtin_expect(((-1LL + a_x_n0)) >= (a__a1_n0), 0)) {
            lc_status = lc_oob_fail(lc_res, 0, (-1LL + a_x_n0), a__a1_n0); goto lc_exit;
        }
        if (__builtin_expect(((-1LL + a_x_n1)) >= (a__a1_n1), 0)) {
            lc_status = lc_oob_fail(lc_res, 1, (-1LL + a_x_n1), a__a1_n1); goto lc_exit;
        }
        if (__builtin_expect(((-1LL + a_x_n2)) >= (a__a1_n2), 0)) {
            lc_status = lc_oob_fail(lc_res, 2, (-1LL + a_x_n2), a__a1_n2); goto lc_exit;
        }
    }
    { /* loop max_o_d0 */
        const int64_t lc_stop5 = a_x_n0;
        if (lc_nthreads > 1 && ((lc_stop5 - (0LL)) * (((a_x_n1) - (0LL)) * (((a_x_n2) - (0LL)) * (((a_x_n3) - (0LL)) * (1) + 2)))) >= 100000) {
            #pragma omp parallel for schedule(static) num_threads(lc_nthreads) private(v__acc5)
            for (int64_t v__i2 = 0LL; v__i2 < lc_stop5; v__i2++) {
                { /* loop max_o_d1 */
                    const int64_t lc_stop6 = a_x_n1;
                    for (int64_t v__i3 = 0LL; v__i3 < lc_stop6; v__i3++) {
                        { /* loop max_o_d2 */
                            const int64_t lc_stop7 = a_x_n2;
                            for (int64_t v__i4 = 0LL; v__i4 < lc_stop7; v__i4++) {
                                v__acc5 = ((float)(-INFINITY));
                                { /* loop max_k_d0 */
                                    const int64_t lc_stop8 = a_x_n3;
                                    #pragma omp simd reduction(lcmax:v__acc5)
                                    for (int64_t v__i6 = 0LL; v__i6 < lc_stop8; v__i6++) {
                                        v__acc5 = lc_max_f32(v__acc5, a_x[(v__i2) * a_x_s0 + (v__i3) * a_x_s1 + (v__i4) * a_x_s2 + (v__i6)]);
                                    }
                                }
                                a__a1[(v__i2) * a__a1_s0 + (v__i3) * a__a1_s1 + (v__i4)] = v__acc5;
                            }
                        }
                    }
                }
            }
        } else {
            for (int64_t v__i2 = 0LL; v__i2 < lc_stop5; v__i2++) {
                { /* loop max_o_d1 */
                    const int64_t lc_stop9 = a_x_n1;
                    for (int64_t v__i3 = 0LL; v__i3 < lc_stop9; v__i3++) {
                        { /* loop max_o_d2 */
                            const int64_t lc_stop10 = a_x_n2;
                            for (int64_t v__i4 = 0LL; v__i4 < lc_stop10; v__i4++) {
                                v__acc5 = ((float)(-INFINITY));
                                { /* loop max_k_d0 */
                                    const int64_t lc_stop11 = a_x_n3;
                                    #pragma omp simd reduction(lcmax:v__acc5)
                                    for (int64_t v__i6 = 0LL; v__i6 < lc_stop11; v__i6++) {
                                        v__acc5 = lc_max_f32(v__acc5, a_x[(v__i2) * a_x_s0 + (v__i3) * a_x_s1 + (v__i4) * a_x_s2 + (v__i6)]);
                                    }
                                }
                                a__a1[(v__i2) * a__a1_s0 + (v__i3) * a__a1_s1 + (v__i4)] = v__acc5;
                            }
                        }
                    }
                }
            }
        }
    }
    if (((((a__a1_n0 > 0LL) & (a__a1_n1 > 0LL)) & (a__a1_n2 > 0LL)) & (1LL > 0LL))) {
        if (__builtin_expect((lc_min_i64(0LL, (0LL + ((a__a1_n0 - 1LL) * 1LL)))) < 0 || (lc_max_i64(0LL, (0LL + ((a__a1_n0 - 1LL) * 1LL)))) >= (a__a1_n0), 0)) {
            lc_status = lc_oob_fail(lc_res, 3, ((lc_min_i64(0LL, (0LL + ((a__a1_n0 - 1LL) * 1LL)))) < 0 ? (lc_min_i64(0LL, (0LL + ((a__a1_n0 - 1LL) * 1LL)))) : (lc_max_i64(0LL, (0LL + ((a__a1_n0 - 1LL) * 1LL))))), a__a1_n0); goto lc_exit;
        }
        if (__builtin_expect((lc_min_i64(0LL, (0LL + ((a__a1_n1 - 1LL) * 1LL)))) < 0 || (lc_max_i64(0LL, (0LL + ((a__a1_n1 - 1LL) * 1LL)))) >= (a__a1_n1), 0)) {
            lc_status = lc_oob_fail(lc_res, 4, ((lc_min_i64(0LL, (0LL + ((a__a1_n1 - 1LL) * 1LL)))) < 0 ? (lc_min_i64(0LL, (0LL + ((a__a1_n1 - 1LL) * 1LL)))) : (lc_max_i64(0LL, (0LL + ((a__a1_n1 - 1LL) * 1LL))))), a__a1_n1); goto lc_exit;
        }
        if (__builtin_expect((lc_min_i64(0LL, (0LL + ((a__a1_n2 - 1LL) * 1LL)))) < 0 || (lc_max_i64(0LL, (0LL + ((a__a1_n2 - 1LL) * 1LL)))) >= (a__a1_n2), 0)) {
            lc_status = lc_oob_fail(lc_res, 5, ((lc_min_i64(0LL, (0LL + ((a__a1_n2 - 1LL) * 1LL)))) < 0 ? (lc_min_i64(0LL, (0LL + ((a__a1_n2 - 1LL) * 1LL)))) : (lc_max_i64(0LL, (0LL + ((a__a1_n2 - 1LL) * 1LL))))), a__a1_n2); goto lc_exit;
        }
    }
    float* lc_p12 = a__a1 + 0;
    int64_t lc_n13 = a__a1_n0;
    int64_t lc_s14 = (1LL) * a__a1_s0;
    int64_t lc_n15 = a__a1_n1;
    int64_t lc_s16 = (1LL) * a__a1_s1;
    int64_t lc_n17 = a__a1_n2;
    int64_t lc_s18 = (1LL) * 1;
    int64_t lc_n19 = 1LL;
    int64_t lc_s20 = 0LL;
    lc_retain(a__a1_buf); lc_release(a_m_buf); a_m_buf = a__a1_buf; a_m = lc_p12;
    a_m_n0 = lc_n13;
    a_m_s0 = lc_s14;
    a_m_n1 = lc_n15;
    a_m_s1 = lc_s16;
    a_m_n2 = lc_n17;
    a_m_s2 = lc_s18;
    a_m_n3 = lc_n19;
    lc_release(a__a1_buf); a__a1_buf = NULL;
    int64_t lc_n21 = a_x_n0; if (lc_n21 < 0) lc_n21 = 0;
    int64_t lc_n22 = a_x_n1; if (lc_n22 < 0) lc_n22 = 0;
    int64_t lc_n23 = a_x_n2; if (lc_n23 < 0) lc_n23 = 0;
    int64_t lc_n24 = a_x_n3; if (lc_n24 < 0) lc_n24 = 0;
    lc_buf* lc_buf25 = lc_alloc((size_t)(lc_n21 * lc_n22 * lc_n23 * lc_n24) * sizeof(float));
    if (!lc_buf25) { lc_res->err_kind = -2; lc_res->err_msg = "out of memory"; lc_status = -1; goto lc_exit; }
    lc_release(a_e_buf); a_e_buf = lc_buf25; a_e = (float*)LC_DATA(lc_buf25);
    a_e_n0 = lc_n21;
    a_e_n1 = lc_n22;
    a_e_n2 = lc_n23;
    a_e_n3 = lc_n24;
    a_e_s0 = lc_n22 * lc_n23 * lc_n24;
    a_e_s1 = lc_n23 * lc_n24;
    a_e_s2 = lc_n24;
    if (((((0LL <= (-1LL + a_e_n3)) & (0LL <= (-1LL + a_e_n2))) & (0LL <= (-1LL + a_e_n1))) & (0LL <= (-1LL + a_e_n0)))) {
        if (__builtin_expect(((-1LL + a_e_n0)) >= (a_x_n0), 0)) {
            lc_status = lc_oob_fail(lc_res, 6, (-1LL + a_e_n0), a_x_n0); goto lc_exit;
        }
        if (__builtin_expect(((-1LL + a_e_n1)) >= (a_x_n1), 0)) {
            lc_status = lc_oob_fail(lc_res, 7, (-1LL + a_e_n1), a_x_n1); goto lc_exit;
        }
        if (__builtin_expect(((-1LL + a_e_n2)) >= (a_x_n2), 0)) {
            lc_status = lc_oob_fail(lc_res, 8, (-1LL + a_e_n2), a_x_n2); goto lc_exit;
        }
        if (__builtin_expect(((-1LL + a_e_n3)) >= (a_x_n3), 0)) {
            lc_status = lc_oob_fail(lc_res, 9, (-1LL + a_e_n3), a_x_n3); goto lc_exit;
        }
        if (__builtin_expect(((-1LL + a_e_n0)) >= (a_m_n0), 0)) {
            lc_status = lc_oob_fail(lc_res, 10, (-1LL + a_e_n0), a_m_n0); goto lc_exit;
        }
        if (__builtin_expect(((-1LL + a_e_n1)) >= (a_m_n1), 0)) {
            lc_status = lc_oob_fail(lc_res, 11, (-1LL + a_e_n1), a_m_n1); goto lc_exit;
        }
        if (__builtin_expect(((-1LL + a_e_n2)) >= (a_m_n2), 0)) {
            lc_status = lc_oob_fail(lc_res, 12, (-1LL + a_e_n2), a_m_n2); goto lc_exit;
        }
        if (__builtin_expect((0LL) >= (a_m_n3), 0)) {
            lc_status = lc_oob_fail(lc_res, 13, 0LL, a_m_n3); goto lc_exit;
        }
    }
    { /* loop e_d0 */
        const int64_t lc_stop26 = a_e_n0;
        if (lc_nthreads > 1 && ((lc_stop26 - (0LL)) * (((a_e_n1) - (0LL)) * (((a_e_n2) - (0LL)) * (((a_e_n3) - (0LL)) * (1))))) >= 100000) {
            #pragma omp parallel for schedule(static) num_threads(lc_nthreads)
            for (int64_t v__i7 = 0LL; v__i7 < lc_stop26; v__i7++) {
                { /* loop e_d1 */
                    const int64_t lc_stop27 = a_e_n1;
                    for (int64_t v__i8 = 0LL; v__i8 < lc_stop27; v__i8++) {
                        { /* loop e_d2 */
                            const int64_t lc_stop28 = a_e_n2;
                            for (int64_t v__i9 = 0LL; v__i9 < lc_stop28; v__i9++) {
                                { /* loop e_d3 */
                                    const int64_t lc_stop29 = a_e_n3;
                                    #pragma omp simd
                                    for (int64_t v__i10 = 0LL; v__i10 < lc_stop29; v__i10++) {
                                        a_e[(v__i7) * a_e_s0 + (v__i8) * a_e_s1 + (v__i9) * a_e_s2 + (v__i10)] = expf((a_x[(v__i7) * a_x_s0 + (v__i8) * a_x_s1 + (v__i9) * a_x_s2 + (v__i10)] - a_m[(v__i7) * a_m_s0 + (v__i8) * a_m_s1 + (v__i9) * a_m_s2 + (0LL)]));
                                    }
                                }
                            }
                        }
                    }
                }
            }
        } else {
            for (int64_t v__i7 = 0LL; v__i7 < lc_stop26; v__i7++) {
                { /* loop e_d1 */
                    const int64_t lc_stop30 = a_e_n1;
                    for (int64_t v__i8 = 0LL; v__i8 < lc_stop30; v__i8++) {
                        { /* loop e_d2 */
                            const int64_t lc_stop31 = a_e_n2;
                            for (int64_t v__i9 = 0LL; v__i9 < lc_stop31; v__i9++) {
                                { /* loop e_d3 */
                                    const int64_t lc_stop32 = a_e_n3;
                                    #pragma omp simd
                                    for (int64_t v__i10 = 0LL; v__i10 < lc_stop32; v__i10++) {
                                        a_e[(v__i7) * a_e_s0 + (v__i8) * a_e_s1 + (v__i9) * a_e_s2 + (v__i10)] = expf((a_x[(v__i7) * a_x_s0 + (v__i8) * a_x_s1 + (v__i9) * a_x_s2 + (v__i10)] - a_m[(v__i7) * a_m_s0 + (v__i8) * a_m_s1 + (v__i9) * a_m_s2 + (0LL)]));
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    lc_release(a_m_buf); a_m_buf = NULL;
    int64_t lc_n33 = a_x_n0; if (lc_n33 < 0) lc_n33 = 0;
    int64_t lc_n34 = a_x_n1; if (lc_n34 < 0) lc_n34 = 0;
    int64_t lc_n35 = a_x_n2; if (lc_n35 < 0) lc_n35 = 0;
    lc_buf* lc_buf36 = lc_alloc((size_t)(lc_n33 * lc_n34 * lc_n35) * sizeof(double));
    if (!lc_buf36) { lc_res->err_kind = -2; lc_res->err_msg = "out of memory"; lc_status = -1; goto lc_exit; }
    lc_release(a__a11_buf); a__a11_buf = lc_buf36; a__a11 = (double*)LC_DATA(lc_buf36);
    a__a11_n0 = lc_n33;
    a__a11_n1 = lc_n34;
    a__a11_n2 = lc_n35;
    a__a11_s0 = lc_n34 * lc_n35;
    a__a11_s1 = lc_n35;
    memset(a__a11, 0, (size_t)(lc_n33 * lc_n34 * lc_n35) * sizeof(double));
    if (((((0LL <= (-1LL + a_x_n3)) & (0LL <= (-1LL + a_x_n2))) & (0LL <= (-1LL + a_x_n1))) & (0LL <= (-1LL + a_x_n0)))) {
        if (__builtin_expect(((-1LL + a_x_n0)) >= (a_e_n0), 0)) {
            lc_status = lc_oob_fail(lc_res, 14, (-1LL + a_x_n0), a_e_n0); goto lc_exit;
        }
        if (__builtin_expect(((-1LL + a_x_n1)) >= (a_e_n1), 0)) {
            lc_status = lc_oob_fail(lc_res, 15, (-1LL + a_x_n1), a_e_n1); goto lc_exit;
        }
        if (__builtin_expect(((-1LL + a_x_n2)) >= (a_e_n2), 0)) {
            lc_status = lc_oob_fail(lc_res, 16, (-1LL + a_x_n2), a_e_n2); goto lc_exit;
        }
        if (__builtin_expect(((-1LL + a_x_n3)) >= (a_e_n3), 0)) {
            lc_status = lc_oob_fail(lc_res, 17, (-1LL + a_x_n3), a_e_n3); goto lc_exit;
        }
    }
    if ((((0LL <= (-1LL + a_x_n2)) & (0LL <= (-1LL + a_x_n1))) & (0LL <= (-1LL + a_x_n0)))) {
        if (__builtin_expect(((-1LL + a_x_n0)) >= (a__a11_n0), 0)) {
            lc_status = lc_oob_fail(lc_res, 18, (-1LL + a_x_n0), a__a11_n0); goto lc_exit;
        }
        if (__builtin_expect(((-1LL + a_x_n1)) >= (a__a11_n1), 0)) {
            lc_status = lc_oob_fail(lc_res, 19, (-1LL + a_x_n1), a__a11_n1); goto lc_exit;
        }
        if (__builtin_expect(((-1LL + a_x_n2)) >= (a__a11_n2), 0)) {
            lc_status = lc_oob_fail(lc_res, 20, (-1LL + a_x_n2), a__a11_n2); goto lc_exit;
        }
    }
    { /* loop sum_o_d0 */
        const int64_t lc_stop37 = a_x_n0;
        if (lc_nthreads > 1 && ((lc_stop37 - (0LL)) * (((a_x_n1) - (0LL)) * (((a_x_n2) - (0LL)) * (((a_x_n3) - (0LL)) * (1) + 2)))) >= 100000) {
            #pragma omp parallel for schedule(static) num_threads(lc_nthreads) private(v__acc15)
            for (int64_t v__i12 = 0LL; v__i12 < lc_stop37; v__i12++) {
                { /* loop sum_o_d1 */
                    const int64_t lc_stop38 = a_x_n1;
                    for (int64_t v__i13 = 0LL; v__i13 < lc_stop38; v__i13++) {
                        { /* loop sum_o_d2 */
                            const int64_t lc_stop39 = a_x_n2;
                            for (int64_t v__i14 = 0LL; v__i14 < lc_stop39; v__i14++) {
                                v__acc15 = 0.0;
                                { /* loop sum_k_d0 */
                                    const int64_t lc_stop40 = a_x_n3;
                                    #pragma omp simd reduction(+:v__acc15)
                                    for (int64_t v__i16 = 0LL; v__i16 < lc_stop40; v__i16++) {
                                        v__acc15 += ((double)a_e[(v__i12) * a_e_s0 + (v__i13) * a_e_s1 + (v__i14) * a_e_s2 + (v__i16)]);
                                    }
                                }
                                a__a11[(v__i12) * a__a11_s0 + (v__i13) * a__a11_s1 + (v__i14)] = v__acc15;
                            }
                        }
                    }
                }
            }
        } else {
            for (int64_t v__i12 = 0LL; v__i12 < lc_stop37; v__i12++) {
                { /* loop sum_o_d1 */
                    const int64_t lc_stop41 = a_x_n1;
                    for (int64_t v__i13 = 0LL; v__i13 < lc_stop41; v__i13++) {
                        { /* loop sum_o_d2 */
                            const int64_t lc_stop42 = a_x_n2;
                            for (int64_t v__i14 = 0LL; v__i14 < lc_stop42; v__i14++) {
                                v__acc15 = 0.0;
                                { /* loop sum_k_d0 */
                                    const int64_t lc_stop43 = a_x_n3;
                                    #pragma omp simd reduction(+:v__acc15)
                                    for (int64_t v__i16 = 0LL; v__i16 < lc_stop43; v__i16++) {
                                        v__acc15 += ((double)a_e[(v__i12) * a_e_s0 + (v__i13) * a_e_s1 + (v__i14) * a_e_s2 + (v__i16)]);
                                    }
                                }
                                a__a11[(v__i12) * a__a11_s0 + (v__i13) * a__a11_s1 + (v__i14)] = v__acc15;
                            }
                        }
                    }
                }
            }
        }
    }
    int64_t lc_n44 = a_x_n0; if (lc_n44 < 0) lc_n44 = 0;
    int64_t lc_n45 = a_x_n1; if (lc_n45 < 0) lc_n45 = 0;
    int64_t lc_n46 = a_x_n2; if (lc_n46 < 0) lc_n46 = 0;
    int64_t lc_n47 = a_x_n3; if (lc_n47 < 0) lc_n47 = 0;
    lc_buf* lc_buf48 = lc_alloc((size_t)(lc_n44 * lc_n45 * lc_n46 * lc_n47) * sizeof(float));
    if (!lc_buf48) { lc_res->err_kind = -2; lc_res->err_msg = "out of memory"; lc_status = -1; goto lc_exit; }
    lc_release(a__a17_buf); a__a17_buf = lc_buf48; a__a17 = (float*)LC_DATA(lc_buf48);
    a__a17_n0 = lc_n44;
    a__a17_n1 = lc_n45;
    a__a17_n2 = lc_n46;
    a__a17_n3 = lc_n47;
    a__a17_s0 = lc_n45 * lc_n46 * lc_n47;
    a__a17_s1 = lc_n46 * lc_n47;
    a__a17_s2 = lc_n47;
    if (((((0LL <= (-1LL + a__a17_n3)) & (0LL <= (-1LL + a__a17_n2))) & (0LL <= (-1LL + a__a17_n1))) & (0LL <= (-1LL + a__a17_n0)))) {
        if (__builtin_expect(((-1LL + a__a17_n0)) >= (a_e_n0), 0)) {
            lc_status = lc_oob_fail(lc_res, 21, (-1LL + a__a17_n0), a_e_n0); goto lc_exit;
        }
        if (__builtin_expect(((-1LL + a__a17_n1)) >= (a_e_n1), 0)) {
            lc_status = lc_oob_fail(lc_res, 22, (-1LL + a__a17_n1), a_e_n1); goto lc_exit;
        }
        if (__builtin_expect(((-1LL + a__a17_n2)) >= (a_e_n2), 0)) {
            lc_status = lc_oob_fail(lc_res, 23, (-1LL + a__a17_n2), a_e_n2); goto lc_exit;
        }
        if (__builtin_expect(((-1LL + a__a17_n3)) >= (a_e_n3), 0)) {
            lc_status = lc_oob_fail(lc_res, 24, (-1LL + a__a17_n3), a_e_n3); goto lc_exit;
        }
        if (__builtin_expect(((-1LL + a__a17_n0)) >= (a__a11_n0), 0)) {
            lc_status = lc_oob_fail(lc_res, 25, (-1LL + a__a17_n0), a__a11_n0); goto lc_exit;
        }
        if (__builtin_expect(((-1LL + a__a17_n1)) >= (a__a11_n1), 0)) {
            lc_status = lc_oob_fail(lc_res, 26, (-1LL + a__a17_n1), a__a11_n1); goto lc_exit;
        }
        if (__builtin_expect(((-1LL + a__a17_n2)) >= (a__a11_n2), 0)) {
            lc_status = lc_oob_fail(lc_res, 27, (-1LL + a__a17_n2), a__a11_n2); goto lc_exit;
        }
    }
    { /* loop a17_d0 */
        const int64_t lc_stop49 = a__a17_n0;
        if (lc_nthreads > 1 && ((lc_stop49 - (0LL)) * (((a__a17_n1) - (0LL)) * (((a__a17_n2) - (0LL)) * (((a__a17_n3) - (0LL)) * (1))))) >= 100000) {
            #pragma omp parallel for schedule(static) num_threads(lc_nthreads)
            for (int64_t v__i18 = 0LL; v__i18 < lc_stop49; v__i18++) {
                { /* loop a17_d1 */
                    const int64_t lc_stop50 = a__a17_n1;
                    for (int64_t v__i19 = 0LL; v__i19 < lc_stop50; v__i19++) {
                        { /* loop a17_d2 */
                            const int64_t lc_stop51 = a__a17_n2;
                            for (int64_t v__i20 = 0LL; v__i20 < lc_stop51; v__i20++) {
                                { /* loop a17_d3 */
                                    const int64_t lc_stop52 = a__a17_n3;
                                    #pragma omp simd
                                    for (int64_t v__i21 = 0LL; v__i21 < lc_stop52; v__i21++) {
                                        a__a17[(v__i18) * a__a17_s0 + (v__i19) * a__a17_s1 + (v__i20) * a__a17_s2 + (v__i21)] = (a_e[(v__i18) * a_e_s0 + (v__i19) * a_e_s1 + (v__i20) * a_e_s2 + (v__i21)] / ((float)a__a11[(v__i18) * a__a11_s0 + (v__i19) * a__a11_s1 + (v__i20)]));
                                    }
                                }
                            }
                        }
                    }
                }
            }
        } else {
            for (int64_t v__i18 = 0LL; v__i18 < lc_stop49; v__i18++) {
                { /* loop a17_d1 */
                    const int64_t lc_stop53 = a__a17_n1;
                    for (int64_t v__i19 = 0LL; v__i19 < lc_stop53; v__i19++) {
                        { /* loop a17_d2 */
                            const int64_t lc_stop54 = a__a17_n2;
                            for (int64_t v__i20 = 0LL; v__i20 < lc_stop54; v__i20++) {
                                { /* loop a17_d3 */
                                    const int64_t lc_stop55 = a__a17_n3;
                                    #pragma omp simd
                                    for (int64_t v__i21 = 0LL; v__i21 < lc_stop55; v__i21++) {
                                        a__a17[(v__i18) * a__a17_s0 + (v__i19) * a__a17_s1 + (v__i20) * a__a17_s2 + (v__i21)] = (a_e[(v__i18) * a_e_s0 + (v__i19) * a_e_s1 + (v__i20) * a_e_s2 + (v__i21)] / ((float)a__a11[(v__i18) * a__a11_s0 + (v__i19) * a__a11_s1 + (v__i20)]));
                                    }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    lc_release(a__a11_buf); a__a11_buf = NULL;
    lc_release(a_e_buf); a_e_buf = NULL;
    lc_res->arr[0].data = (void*)a__a17; lc_res->arr[0].buf = a__a17_buf; lc_retain(a__a17_buf);
    lc_res->arr[0].shape[0] = a__a17_n0; lc_res->arr[0].strides[0] = a__a17_s0;
    lc_res->arr[0].shape[1] = a__a17_n1; lc_res->arr[0].strides[1] = a__a17_s1;
    lc_res->arr[0].shape[2] = a__a17_n2; lc_res->arr[0].strides[2] = a__a17_s2;
    lc_res->arr[0].shape[3] = a__a17_n3; lc_res->arr[0].strides[3] = 1;
    goto lc_exit;
lc_exit:
    lc_release(a_x_buf);
    lc_release(a__a1_buf);
    lc_release(a__a11_buf);
    lc_release(a__a17_buf);
    lc_release(a_e_buf);
    lc_release(a_m_buf);
    return lc_status;
}

static PyObject* lc_call(long lc_req, PyObject* const* args, Py_ssize_t nargs) {
    if (nargs != 1) Py_RETURN_NOTIMPLEMENTED;
    if (!PyArray_Check(args[0])) Py_RETURN_NOTIMPLEMENTED;
    PyArrayObject* arr0 = (PyArrayObject*)args[0];
    if (PyArray_TYPE(arr0) != NPY_FLOAT32 || PyArray_NDIM(arr0) != 4 || !PyArray_IS_C_CONTIGUOUS(arr0)) Py_RETURN_NOTIMPLEMENTED;
    lc_result res; res.err_kind = 0; res.err_msg = ""; res.err_site = -1;
    int status;
    lc_begin_call(lc_req);
    Py_BEGIN_ALLOW_THREADS
    status = lc_kernel((float*)PyArray_DATA(arr0), (int64_t)PyArray_DIMS(arr0)[0], (int64_t)PyArray_DIMS(arr0)[1], (int64_t)PyArray_DIMS(arr0)[2], (int64_t)PyArray_DIMS(arr0)[3], &res);
    Py_END_ALLOW_THREADS
    if (status != 0) return lc_raise(&res);
    PyObject* r0 = lc_wrap(&res.arr[0], 4, NPY_FLOAT32, (int)sizeof(float), args, 1);
    return r0;
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
